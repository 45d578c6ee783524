package conformance

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"github.com/oasdiff/yaml"
)

// supplement describes what the official Go client has beyond the
// published description (testdata/supplement.yaml, derived from the MIT
// source of ngrok-api-go v8.0.0; see its header): service users,
// Kubernetes operators, AI gateway API keys, the secrets of one vault, a
// few fields and the filter parameter of lists.
//
//go:embed testdata/supplement.yaml
var supplement []byte

// filterRef is the reference to the filter parameter that the supplement
// defines once.
const filterRef = "#/components/parameters/filter"

// mergedDescription returns the published description with the supplement
// merged into it, as JSON, following the supplement's own instructions:
// its paths and new schemas are added, the properties of its partial
// schemas (x-extends) join the schemas they extend, and the filter
// parameter joins the list operations of x-filterable-lists. Anything
// that would overwrite the published description is an error.
func mergedDescription() ([]byte, error) {
	base, err := yamlObject(published)
	if err != nil {
		return nil, fmt.Errorf("conformance: reading the OpenAPI description: %w", err)
	}
	sup, err := yamlObject(supplement)
	if err != nil {
		return nil, fmt.Errorf("conformance: reading the supplement: %w", err)
	}
	steps := []func(base, sup map[string]any) error{mergePaths, mergeSchemas, mergeFilter}
	for _, step := range steps {
		if err := step(base, sup); err != nil {
			return nil, fmt.Errorf("conformance: merging the supplement: %w", err)
		}
	}
	return json.Marshal(base)
}

// yamlObject decodes a YAML document whose top level is a mapping.
func yamlObject(doc []byte) (map[string]any, error) {
	raw, err := yaml.YAMLToJSON(doc)
	if err != nil {
		return nil, err
	}
	var obj map[string]any
	if err := json.Unmarshal(raw, &obj); err != nil {
		return nil, err
	}
	return obj, nil
}

// mergePaths adds the supplement's paths, none of which the published
// description has.
func mergePaths(base, sup map[string]any) error {
	return addNew(object(base, "paths"), object(sup, "paths"), "path")
}

// mergeSchemas adds the supplement's schemas, and the properties of those
// that extend a published schema to that schema.
func mergeSchemas(base, sup map[string]any) error {
	schemas := object(object(base, "components"), "schemas")
	for _, name := range slices.Sorted(maps.Keys(object(object(sup, "components"), "schemas"))) {
		schema := object(object(object(sup, "components"), "schemas"), name)
		extends, ok := schema["x-extends"].(string)
		if !ok {
			if err := addNew(schemas, map[string]any{name: schema}, "schema"); err != nil {
				return err
			}
			continue
		}
		target, ok := schemas[extends].(map[string]any)
		if !ok {
			return fmt.Errorf("schema %s extends %s, which the description lacks", name, extends)
		}
		if err := addNew(object(target, "properties"), object(schema, "properties"), extends+" property"); err != nil {
			return err
		}
	}
	return nil
}

// mergeFilter adds the filter parameter and appends a reference to it to
// the GET operation of every path of x-filterable-lists that lacks one.
func mergeFilter(base, sup map[string]any) error {
	params := object(object(sup, "components"), "parameters")
	if err := addNew(object(object(base, "components"), "parameters"), map[string]any{"filter": params["filter"]}, "parameter"); err != nil {
		return err
	}
	paths := object(base, "paths")
	lists, _ := sup["x-filterable-lists"].([]any)
	for _, p := range lists {
		path, _ := p.(string)
		get, ok := object(paths, path)["get"].(map[string]any)
		if !ok {
			return fmt.Errorf("x-filterable-lists names %s, which has no GET operation", path)
		}
		ops, _ := get["parameters"].([]any)
		if !slices.ContainsFunc(ops, isFilterRef) {
			get["parameters"] = append(ops, map[string]any{"$ref": filterRef})
		}
	}
	return nil
}

// isFilterRef reports whether a parameter is the reference to filter.
func isFilterRef(p any) bool {
	m, ok := p.(map[string]any)
	return ok && m["$ref"] == filterRef
}

// addNew adds every member of from to into, refusing any that into has.
func addNew(into, from map[string]any, what string) error {
	for name, v := range from {
		if _, dup := into[name]; dup {
			return fmt.Errorf("the %s %s is in both", what, name)
		}
		into[name] = v
	}
	return nil
}

// object returns the member name of m as an object, adding an empty one
// if there is none.
func object(m map[string]any, name string) map[string]any {
	if o, ok := m[name].(map[string]any); ok {
		return o
	}
	o := map[string]any{}
	m[name] = o
	return o
}
