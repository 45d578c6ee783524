package filter

import (
	"strings"

	"cel.dev/cel-go/common/ast"

	"github.com/ingresskit/ingress/internal/wire"
)

// filterable holds, by list route (as Compile takes it), the fields that a
// filter may name on the lists of the resource types that the table
// "Filterable resources and fields" of the filtering reference
// (https://ngrok.com/docs/api/api-filtering) names, in its order. A
// resource type's fields hold on each list of its records. A list not
// held here lets a filter name any member of its records.
//
// Where the table names a reference (ip_policy, credential), the field is
// its id, as it names certificate.id and principal.id. Where it names
// the endpoints' "binding", the field is bindings: the endpoint's member,
// which the examples and the error example of the same page name.
var filterable = routes(
	documented(wire.Endpoints.Kind, "id", "created_at", "description", "metadata", "principal.id", "type", "bindings", "url", "pooling_enabled", "scheme", "region", "name").
		on(wire.Endpoints.Path, wire.KubernetesOperatorBoundEndpoints),
	documented(wire.ReservedAddrs.Kind, "id", "created_at", "description", "metadata", "addr", "region").
		on(wire.ReservedAddrs.Path),
	documented(wire.ReservedDomains.Kind, "id", "created_at", "description", "metadata", "domain", "region", "cname_target", "certificate.id", "acme_challenge_cname_target").
		on(wire.ReservedDomains.Path),
	documented(wire.TLSCertificates.Kind, "id", "created_at", "description", "metadata", "subject_common_name", "not_after", "not_before", "serial_number").
		on(wire.TLSCertificates.Path),
	documented(wire.CertificateAuthorities.Kind, "id", "created_at", "description", "metadata", "subject_common_name", "not_before", "not_after").
		on(wire.CertificateAuthorities.Path),
	documented(wire.IPPolicies.Kind, "id", "created_at", "description", "metadata").
		on(wire.IPPolicies.Path),
	documented(wire.IPPolicyRules.Kind, "id", "created_at", "description", "metadata", "ip_policy.id", "cidr", "action").
		on(wire.IPPolicyRules.Path),
	documented(wire.AgentIngresses.Kind, "id", "created_at", "description", "metadata", "domain").
		on(wire.AgentIngresses.Path),
	documented(wire.TunnelSessions.Kind, "id", "metadata", "agent_version", "ip", "os", "region", "started_at", "credential.id").
		on(wire.TunnelSessions.Path),
	documented(wire.EventDestinations.Kind, "id", "created_at", "description", "metadata").
		on(wire.EventDestinations.Path),
	documented(wire.EventSubscriptions.Kind, "id", "created_at", "description", "metadata").
		on(wire.EventSubscriptions.Path),
	documented(wire.IPRestrictions.Kind, "id", "created_at", "description", "metadata").
		on(wire.IPRestrictions.Path),
	documented(wire.APIKeys.Kind, "id", "created_at", "description", "metadata", "owner_id").
		on(wire.APIKeys.Path),
	documented(wire.SSHCredentials.Kind, "id", "created_at", "description", "metadata", "owner_id", "acl").
		on(wire.SSHCredentials.Path),
	documented(wire.Credentials.Kind, "id", "created_at", "description", "metadata", "owner_id", "acl").
		on(wire.Credentials.Path),
	documented(wire.ServiceUsers.Kind, "id", "created_at").
		on(wire.ServiceUsers.Path),
	documented(wire.SSHCertificateAuthorities.Kind, "id", "created_at", "description", "metadata").
		on(wire.SSHCertificateAuthorities.Path),
	documented(wire.Vaults.Kind, "id", "created_at", "description", "metadata", "name").
		on(wire.Vaults.Path),
	documented(wire.Secrets.Kind, "id", "created_at", "description", "metadata", "name").
		on(wire.Secrets.Path, wire.VaultSecrets),
)

// fields are the filterable fields of one resource type.
type fields struct {
	// kind names the resource type in refusals, like "endpoint".
	kind string
	// paths are the fields, as member paths from obj like
	// "principal.id", in the reference's order.
	paths []string
	// lists are the paths of the lists of the resource type.
	lists []string
}

// documented returns the fields paths of the resource type kind.
func documented(kind string, paths ...string) *fields {
	return &fields{kind: kind, paths: paths}
}

// on returns fs, which hold on the lists at paths.
func (fs *fields) on(paths ...string) *fields {
	fs.lists = paths
	return fs
}

// routes returns the fields of each resource type by the route of each of
// its lists.
func routes(types ...*fields) map[string]*fields {
	byRoute := make(map[string]*fields)
	for _, fs := range types {
		for _, path := range fs.lists {
			byRoute["GET "+path] = fs
		}
	}
	return byRoute
}

// check refuses a member of obj that e names and that is not one of fs,
// or nil when fs is nil: a list whose fields the reference does not
// name. Members not rooted at obj are not fields and pass.
func (fs *fields) check(e ast.Expr) error {
	if fs == nil {
		return nil
	}
	switch e.Kind() {
	case ast.SelectKind:
		if path, rooted := memberPath(e); rooted {
			return fs.checkPath(joinPath(path))
		}
		return fs.check(e.AsSelect().Operand())
	case ast.ListKind:
		return fs.checkAll(e.AsList().Elements())
	case ast.CallKind:
		call := e.AsCall()
		if call.IsMemberFunction() {
			if err := fs.check(call.Target()); err != nil {
				return err
			}
		}
		return fs.checkAll(call.Args())
	}
	return nil
}

// checkAll checks each of es.
func (fs *fields) checkAll(es []ast.Expr) error {
	for _, e := range es {
		if err := fs.check(e); err != nil {
			return err
		}
	}
	return nil
}

// checkPath refuses path, a member path from obj, when it is not one of
// fs, as the API words it: "unsupported field: endpoint.idk (must be
// endpoint.url, ... or endpoint.bindings)."; a reference whose id is a
// field, like ip_policy, is told to compare its id.
func (fs *fields) checkPath(path string) error {
	for _, p := range fs.paths {
		if p == path {
			return nil
		}
	}
	for _, p := range fs.paths {
		if strings.HasPrefix(p, path+".") {
			return invalidFilter("unsupported field: %s.%s (must be %s). obj.%s is a reference: compare obj.%s",
				fs.kind, path, fs.allowed(), path, p)
		}
	}
	return invalidFilter("unsupported field: %s.%s (must be %s).", fs.kind, path, fs.allowed())
}

// allowed returns the fields for a refusal, like "endpoint.id,
// endpoint.url, or endpoint.name".
func (fs *fields) allowed() string {
	names := make([]string, len(fs.paths))
	for i, p := range fs.paths {
		names[i] = fs.kind + "." + p
	}
	if len(names) == 2 {
		return names[0] + " or " + names[1]
	}
	last := len(names) - 1
	return strings.Join(names[:last], ", ") + ", or " + names[last]
}
