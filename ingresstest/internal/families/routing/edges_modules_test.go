package routing

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/edges"
)

func TestPlainModuleDefaults(t *testing.T) {
	got := plainModule(&edges.HeadersParams{}, reflect.TypeFor[*edges.Headers]())
	assert.Equal(t, &edges.Headers{Enabled: true, Add: map[string]string{}, Remove: []string{}}, got,
		"enabled unless disabled, unset lists and maps empty")

	got = plainModule(&edges.CircuitBreakerParams{}, reflect.TypeFor[*edges.CircuitBreaker]())
	assert.Equal(t, &edges.CircuitBreaker{Enabled: true}, got, "unset optional fields are zero")
}

func TestPlainModuleCopiesWhatParamsSay(t *testing.T) {
	v := edges.TLS12
	p := &edges.TLSTerminationParams{Enabled: new(false), TerminateAt: edges.TerminateAtUpstream, MinVersion: &v}
	got := plainModule(p, reflect.TypeFor[*edges.TLSTermination]())
	assert.Equal(t, &edges.TLSTermination{Enabled: false, TerminateAt: edges.TerminateAtUpstream, MinVersion: &v}, got)

	got = plainModule(&edges.OIDCParams{CookiePrefix: new("c"), Issuer: "https://i.example", Scopes: []string{"a"}}, reflect.TypeFor[*edges.OIDC]())
	assert.Equal(t, &edges.OIDC{Enabled: true, CookiePrefix: "c", Issuer: "https://i.example", Scopes: []string{"a"}}, got)
}

func TestPlainModuleRefusesFieldsOfAnotherType(t *testing.T) {
	type params struct{ Value *int }
	assert.Panics(t, func() { plainModule(&params{}, reflect.TypeFor[*edges.TrafficPolicy]()) })
}
