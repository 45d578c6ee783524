package conformance_test

import (
	"fmt"
	"maps"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

// TestSchemaFields walks every schema of the published description and of
// the supplement (testdata/openapi.yaml, testdata/supplement.yaml, the
// supplement's partial schemas merged into their base) and checks that
// each property is the JSON name of a field of the schema's Go type, and
// each JSON field of the Go type a property of the schema. A schema is
// either in schemaTypes or excluded, with its reason, in schemaExclusions
// (or its two groups) or notYetBuilt; a single property or field that differs on purpose is in
// fieldExclusions. This catches a lost field and a misspelt JSON tag, which
// a round trip through ingresstest cannot see: the SDK and the server share
// their structs.
func TestSchemaFields(t *testing.T) {
	schemas := loadSchemas(t, "testdata/openapi.yaml", "testdata/supplement.yaml")
	types := schemaTypes()
	var problems []string
	for _, name := range slices.Sorted(maps.Keys(schemas)) {
		typ, mapped := types[name]
		_, excluded := excludedSchema(name)
		switch {
		case excluded:
			if mapped {
				problems = append(problems, fmt.Sprintf("%s: both mapped to %v and excluded", name, typ))
			}
		case !mapped:
			problems = append(problems, fmt.Sprintf("%s: no Go type in schemaTypes and no exclusion", name))
		default:
			problems = append(problems, compareFields(name, schemas[name], typ)...)
		}
	}
	for name := range types {
		if _, ok := schemas[name]; !ok {
			problems = append(problems, fmt.Sprintf("%s: mapped, but no schema of that name", name))
		}
	}
	for name := range schemaExclusions {
		if _, ok := schemas[name]; !ok {
			problems = append(problems, fmt.Sprintf("%s: excluded, but no schema of that name", name))
		}
	}
	for key := range fieldExclusions {
		schema, name, _ := strings.Cut(key, ".")
		typ, ok := types[schema]
		if !ok || slices.Contains(schemas[schema], name) == slices.Contains(jsonFields(typ), name) {
			problems = append(problems, fmt.Sprintf("%s: field exclusion of no difference", key))
		}
	}
	slices.Sort(problems)
	require.Empty(t, problems, "schemas and Go types disagree:\n%s", strings.Join(problems, "\n"))
}

// compareFields returns the differences between the properties of a
// schema and the JSON fields of its Go type, in both directions, less the
// deliberate ones of fieldExclusions.
func compareFields(name string, props []string, typ reflect.Type) []string {
	fields := jsonFields(typ)
	var problems []string
	for _, p := range props {
		if !slices.Contains(fields, p) && !excludedField(name, p) {
			problems = append(problems, fmt.Sprintf("%s.%s: property has no field in %v", name, p, typ))
		}
	}
	for _, f := range fields {
		if !slices.Contains(props, f) && !excludedField(name, f) {
			problems = append(problems, fmt.Sprintf("%s.%s: field of %v is not a property of the schema", name, f, typ))
		}
	}
	return problems
}

// excludedField reports whether the difference at schema.name is
// deliberate: listed in fieldExclusions, or the id of an update, a path
// parameter that the description folds into the body and the SDK takes
// as the argument of Update.
func excludedField(schema, name string) bool {
	if _, ok := fieldExclusions[schema+"."+name]; ok {
		return true
	}
	return name == "id" && strings.HasSuffix(schema, "Update")
}

// jsonFields returns the JSON names of the fields of a struct type (or a
// pointer to one), embedded structs flattened, options like omitempty and
// omitzero stripped, fields tagged "-" and unexported ones left out.
func jsonFields(typ reflect.Type) []string {
	for typ.Kind() == reflect.Pointer {
		typ = typ.Elem()
	}
	var names []string
	for i := range typ.NumField() {
		f := typ.Field(i)
		if !f.IsExported() {
			continue
		}
		tag := f.Tag.Get("json")
		name, _, _ := strings.Cut(tag, ",")
		switch {
		case name == "-":
			continue
		case f.Anonymous && name == "":
			names = append(names, jsonFields(f.Type)...)
			continue
		case name == "":
			name = f.Name
		}
		names = append(names, name)
	}
	return names
}

// description is the part of an OpenAPI document the walk reads.
type description struct {
	Components struct {
		Schemas map[string]struct {
			Properties map[string]yaml.Node `yaml:"properties"`
			Extends    string               `yaml:"x-extends"`
		} `yaml:"schemas"`
	} `yaml:"components"`
}

// loadSchemas reads the documents at paths, in order, and returns the
// property names of every schema. A schema with x-extends adds its
// properties to the schema of that name read before.
func loadSchemas(t *testing.T, paths ...string) map[string][]string {
	t.Helper()
	out := make(map[string][]string)
	for _, path := range paths {
		raw, err := os.ReadFile(path)
		require.NoError(t, err)
		var doc description
		require.NoError(t, yaml.Unmarshal(raw, &doc), path)
		for name, s := range doc.Components.Schemas {
			props := slices.Collect(maps.Keys(s.Properties))
			if s.Extends != "" {
				base, ok := out[s.Extends]
				require.True(t, ok, "%s: %s extends %s, which is not read before", path, name, s.Extends)
				out[s.Extends] = append(base, props...)
				continue
			}
			require.NotContains(t, out, name, "%s: schema %s defined twice", path, name)
			out[name] = props
		}
	}
	return out
}
