package edges_test

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/internal/wire"
)

// TestModuleLists checks that each resource, its params and its client
// name the same modules, in the same order, with matching types: the
// resources are the list that the client, the params' rules and
// ingresstest read.
func TestModuleLists(t *testing.T) {
	for _, k := range []struct {
		name                     string
		resource, create, update reflect.Type
		client                   reflect.Type
	}{
		{"tls", reflect.TypeFor[edges.TLSEdge](), reflect.TypeFor[edges.TLSEdgeCreateParams](), reflect.TypeFor[edges.TLSEdgeUpdateParams](), reflect.TypeFor[edges.TLSClient]()},
		{"tcp", reflect.TypeFor[edges.TCPEdge](), reflect.TypeFor[edges.TCPEdgeCreateParams](), reflect.TypeFor[edges.TCPEdgeUpdateParams](), reflect.TypeFor[edges.TCPClient]()},
		{"https", reflect.TypeFor[edges.HTTPSEdge](), reflect.TypeFor[edges.HTTPSEdgeCreateParams](), reflect.TypeFor[edges.HTTPSEdgeUpdateParams](), reflect.TypeFor[edges.HTTPSClient]()},
		{"route", reflect.TypeFor[edges.Route](), reflect.TypeFor[edges.RouteCreateParams](), reflect.TypeFor[edges.RouteUpdateParams](), reflect.TypeFor[edges.RouteClient]()},
	} {
		t.Run(k.name, func(t *testing.T) {
			mods := wire.Modules(k.resource)
			assert.NotEmpty(t, mods)
			var clientFields []string
			for i := range k.client.NumField() {
				if f := k.client.Field(i); f.IsExported() {
					clientFields = append(clientFields, f.Name)
				}
			}
			assert.Equal(t, names(mods), clientFields, "client fields")
			for _, params := range []reflect.Type{k.create, k.update} {
				pm := wire.Modules(params)
				if !assert.Equal(t, names(mods), names(pm), "%s modules", params.Name()) {
					continue
				}
				for i, m := range mods {
					assert.Equal(t, m.Name, pm[i].Name, "JSON member of %s.%s", params.Name(), m.Field.Name)
					f, _ := k.client.FieldByName(m.Field.Name)
					replace, _ := f.Type.MethodByName("Replace")
					in := replace.Type.In(replace.Type.NumIn() - 1)
					assert.Equal(t, pm[i].Field.Type, in, "%s.Replace takes the params of %s", m.Field.Name, params.Name())
					assert.Equal(t, m.Field.Type, replace.Type.Out(0), "%s.Replace returns the module of %s", m.Field.Name, k.resource.Name())
				}
			}
		})
	}
}

// names returns the Go field names of modules.
func names(mods []wire.Module) []string {
	var out []string
	for _, m := range mods {
		out = append(out, m.Field.Name)
	}
	return out
}
