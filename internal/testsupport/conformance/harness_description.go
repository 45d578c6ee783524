package conformance

import (
	"context"
	_ "embed"
	"fmt"
	"maps"
	"regexp"
	"slices"

	"github.com/getkin/kin-openapi/openapi3"
)

// published is the API's public OpenAPI description (MIT, see
// testdata/openapi.LICENSE), exactly as published.
//
//go:embed testdata/openapi.yaml
var published []byte

// LoadDescription parses the published description and applies the fixes
// that make it a usable contract for the API as it behaves (each fix below
// says why), then validates the result.
func LoadDescription() (*openapi3.T, error) {
	merged, err := mergedDescription()
	if err != nil {
		return nil, err
	}
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(merged)
	if err != nil {
		return nil, fmt.Errorf("conformance: loading the OpenAPI description: %w", err)
	}
	// The description pins servers to the production API, so a router
	// built from it would match no request to a test server: routes are
	// matched on the path alone.
	doc.Servers = nil
	forEachOperation(doc, func(method, path string, op *openapi3.Operation) {
		fixArrayParams(op)
		fixLimit(op)
		if method == "PUT" {
			unwrapModuleBody(op)
		}
	})
	requireIdentity(doc)
	for _, schema := range doc.Components.Schemas {
		allowNull(schema.Value)
	}
	if err := doc.Validate(context.Background()); err != nil {
		return nil, fmt.Errorf("conformance: the fixed OpenAPI description is invalid: %w", err)
	}
	return doc, nil
}

// forEachOperation calls f for every operation, in path order.
func forEachOperation(doc *openapi3.T, f func(method, path string, op *openapi3.Operation)) {
	paths := doc.Paths.Map()
	for _, path := range slices.Sorted(maps.Keys(paths)) {
		ops := paths[path].Operations()
		for _, method := range slices.Sorted(maps.Keys(ops)) {
			f(method, path, ops[method])
		}
	}
}

// fixArrayParams gives string items to array parameters declared without
// items (the query parameters of GET /endpoints), which the OpenAPI 3.0
// rules require.
func fixArrayParams(op *openapi3.Operation) {
	for _, p := range op.Parameters {
		if s := p.Value.Schema; s != nil && s.Value.Type.Is("array") && s.Value.Items == nil {
			fixed := *s.Value
			fixed.Items = openapi3.NewStringSchema().NewRef()
			p.Value.Schema = fixed.NewRef()
		}
	}
}

// fixLimit types the limit query parameter as what the API takes: a
// number from 1 to 100, where the description says "string".
func fixLimit(op *openapi3.Operation) {
	for _, p := range op.Parameters {
		if p.Value.In == openapi3.ParameterInQuery && p.Value.Name == "limit" {
			p.Value.Schema = openapi3.NewIntegerSchema().WithMin(1).WithMax(100).NewRef()
		}
	}
}

// unwrapModuleBody makes the body of a module PUT the module object
// itself, as the API takes it, where the description declares a wrapper
// {edge_id, id, module}.
func unwrapModuleBody(op *openapi3.Operation) {
	if op.RequestBody == nil || op.RequestBody.Value == nil {
		return
	}
	media := op.RequestBody.Value.Content.Get("application/json")
	if media == nil || media.Schema == nil || media.Schema.Value == nil {
		return
	}
	props := media.Schema.Value.Properties
	module, ok := props["module"]
	if !ok {
		return
	}
	for name := range props {
		if name != "module" && name != "id" && name != "edge_id" {
			return
		}
	}
	op.RequestBody = &openapi3.RequestBodyRef{Value: openapi3.NewRequestBody().
		WithDescription(op.RequestBody.Value.Description).
		WithJSONSchemaRef(module)}
}

// mentionsNull matches descriptions that document a null value.
var mentionsNull = regexp.MustCompile(`(?i)\bnull\b`)

// allowNull marks as nullable, in place, the properties of a component
// schema that the API may return as null. The description marks nothing
// nullable, yet SPEC.md (general convention 8) says an unset field is
// returned as null or omitted, and the description itself says "or null"
// in many places (next_page_uri on the last page, token after creation,
// unconfigured modules, absent refs). So every property is nullable
// except:
//   - id, uri and created_at, which every resource always has;
//   - lists and maps, which the API returns empty rather than null (for
//     example acl and critical_options),
//
// unless the property's own description says it may be null, or SPEC.md
// says the collection is null when empty (nullWhenEmpty).
func allowNull(schema *openapi3.Schema) {
	for name, prop := range schema.Properties {
		if prop.Value == nil || prop.Value.Nullable {
			continue
		}
		always := name == "id" || name == "uri" || name == "created_at" || isCollection(prop.Value) && !nullWhenEmpty[name]
		if always && !mentionsNull.MatchString(prop.Value.Description) {
			continue
		}
		nullable := *prop.Value
		nullable.Nullable = true
		schema.Properties[name] = nullable.NewRef()
	}
}

// nullWhenEmpty names the collections SPEC.md documents as null when they
// hold nothing: the hostports of TLS and TCP edges and the headers of HTTP
// response backends.
var nullWhenEmpty = map[string]bool{"hostports": true, "headers": true}

// isCollection reports whether a schema is a list or a map (an object with
// additional properties and no fixed ones).
func isCollection(s *openapi3.Schema) bool {
	if s.Type.Is("array") {
		return true
	}
	return s.Type.Is("object") && len(s.Properties) == 0 && s.AdditionalProperties.Schema != nil
}

// requireIdentity makes id and uri required in every schema that has them
// and only appears in responses, and the item member and next_page_uri in
// every list envelope: nothing in the description is required, so schema
// validation alone would accept a resource without its identity. It runs
// before allowNull, whose copies of schemas then keep these rules.
func requireIdentity(doc *openapi3.T) {
	inRequests := make(map[*openapi3.Schema]bool)
	forEachOperation(doc, func(_, _ string, op *openapi3.Operation) {
		if op.RequestBody == nil || op.RequestBody.Value == nil {
			return
		}
		for _, media := range op.RequestBody.Value.Content {
			walkSchemas(media.Schema, inRequests)
		}
	})
	for _, ref := range doc.Components.Schemas {
		s := ref.Value
		if inRequests[s] {
			continue
		}
		var required []string
		for name, prop := range s.Properties {
			switch {
			case name == "id" || name == "uri":
				required = append(required, name)
			case name == "next_page_uri":
				required = append(required, name)
			case prop.Value != nil && prop.Value.Type.Is("array") && s.Properties["next_page_uri"] != nil:
				required = append(required, name)
			}
		}
		slices.Sort(required)
		s.Required = required
	}
}

// walkSchemas adds to seen every schema reachable from ref.
func walkSchemas(ref *openapi3.SchemaRef, seen map[*openapi3.Schema]bool) {
	if ref == nil || ref.Value == nil || seen[ref.Value] {
		return
	}
	s := ref.Value
	seen[s] = true
	for _, p := range s.Properties {
		walkSchemas(p, seen)
	}
	walkSchemas(s.Items, seen)
	walkSchemas(s.AdditionalProperties.Schema, seen)
	for _, group := range [][]*openapi3.SchemaRef{s.AllOf, s.AnyOf, s.OneOf} {
		for _, r := range group {
			walkSchemas(r, seen)
		}
	}
}
