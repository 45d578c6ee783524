package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/iprestrictions"
	"github.com/ingresskit/ingress/reservedaddrs"
	"github.com/ingresskit/ingress/reserveddomains"
	"github.com/ingresskit/ingress/setup"
	"github.com/ingresskit/ingress/sshcerts"
)

// destroyIDs returns the IDs of what destroying want on c would delete,
// by kind and name ("static_backend origin").
func destroyIDs(t *testing.T, c *ingress.Client, want setup.Account) map[string]string {
	t.Helper()
	p, err := setup.NewDestroyPlan(t.Context(), c, want)
	require.NoError(t, err)
	ids := make(map[string]string)
	for _, ch := range p.Changes {
		ids[ch.Kind+" "+ch.Name] = ch.ID
	}
	return ids
}

// byHand is the description of the resources made by hand in these tests.
var byHand = new("by hand")

// Described resources that the cases of TestDestroyRefusesWhatOthersUse
// destroy.
var (
	appDomain  = setup.Account{ReservedDomains: []setup.ReservedDomain{{Domain: "app.example.com"}}}
	sshAddr    = setup.Account{ReservedAddrs: []setup.ReservedAddr{{Name: "ssh"}}}
	origin     = setup.Account{StaticBackends: fixture().StaticBackends}
	office     = setup.Account{IPPolicies: []setup.IPPolicy{{Name: "office"}}}
	webCert    = setup.Account{TLSCertificates: fixture().TLSCertificates}
	clientsCA  = setup.Account{CertificateAuthorities: fixture().CertificateAuthorities}
	audit      = setup.Account{EventDestinations: fixture().EventDestinations}
	hostsSSHCA = setup.Account{SSHCertificateAuthorities: fixture().SSHCertificateAuthorities}
)

// sshAddrHostport returns the host:port of the reserved address ssh.
func sshAddrHostport(t *testing.T, c *ingress.Client, ids map[string]string) string {
	t.Helper()
	a, err := reservedaddrs.NewClient(c).Get(t.Context(), ids["reserved_addr ssh"])
	require.NoError(t, err)
	return a.Addr
}

// made returns the ID of a resource made by hand, failing on err.
func made[T any](t *testing.T, v *T, err error, id func(*T) string) string {
	t.Helper()
	require.NoError(t, err)
	return id(v)
}

// An unmanaged user of each kind of the resources that a destroy plan may
// delete. Each makes it on c, using the resources of ids (as destroyIDs
// returns them), and returns its ID.
var inUseCases = []struct {
	name string
	// want is the described resources, applied then destroyed.
	want setup.Account
	// used is the described resource the user uses, by kind and name.
	used string
	// byKind and field are the user's kind and the field that uses it.
	byKind, field string
	// parent says that the user is a route, whose parent is an edge.
	parent bool
	use    func(t *testing.T, c *ingress.Client, ids map[string]string) string
}{
	{name: "HTTPS edge on a reserved domain", want: appDomain, used: "reserved_domain app.example.com", byKind: "https_edge", field: "hostports",
		use: func(t *testing.T, c *ingress.Client, _ map[string]string) string {
			ed, err := edges.NewClient(c).HTTPS.Create(t.Context(), &edges.HTTPSEdgeCreateParams{Description: byHand, Hostports: []string{"app.example.com:443"}})
			return made(t, ed, err, func(e *edges.HTTPSEdge) string { return e.ID })
		}},
	{name: "TLS edge on a reserved domain", want: appDomain, used: "reserved_domain app.example.com", byKind: "tls_edge", field: "hostports",
		use: func(t *testing.T, c *ingress.Client, _ map[string]string) string {
			ed, err := edges.NewClient(c).TLS.Create(t.Context(), &edges.TLSEdgeCreateParams{Hostports: []string{"APP.example.com:443"}})
			return made(t, ed, err, func(e *edges.TLSEdge) string { return e.ID })
		}},
	{name: "cloud endpoint on a reserved domain", want: appDomain, used: "reserved_domain app.example.com", byKind: "cloud_endpoint", field: "domain",
		use: func(t *testing.T, c *ingress.Client, _ map[string]string) string {
			ep, err := endpoints.NewClient(c).Create(t.Context(), &endpoints.CreateParams{URL: "https://app.example.com", Type: endpoints.TypeCloud,
				TrafficPolicy: new(helloPolicy)})
			return made(t, ep, err, func(e *endpoints.Endpoint) string { return e.ID })
		}},
	{name: "TCP edge on a reserved address", want: sshAddr, used: "reserved_addr ssh", byKind: "tcp_edge", field: "hostports",
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			ed, err := edges.NewClient(c).TCP.Create(t.Context(), &edges.TCPEdgeCreateParams{Hostports: []string{sshAddrHostport(t, c, ids)}})
			return made(t, ed, err, func(e *edges.TCPEdge) string { return e.ID })
		}},
	{name: "cloud endpoint on a reserved address", want: sshAddr, used: "reserved_addr ssh", byKind: "cloud_endpoint", field: "tcp_addr",
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			ep, err := endpoints.NewClient(c).Create(t.Context(), &endpoints.CreateParams{URL: "tcp://" + sshAddrHostport(t, c, ids), Type: endpoints.TypeCloud,
				TrafficPolicy: new(tcpPolicy)})
			return made(t, ep, err, func(e *endpoints.Endpoint) string { return e.ID })
		}},
	{name: "weighted backend", want: origin, used: "static_backend origin", byKind: "weighted_backend", field: "backends",
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			b, err := backends.NewClient(c).Weighted.Create(t.Context(), &backends.WeightedCreateParams{Description: byHand,
				Backends: map[string]int64{ids["static_backend origin"]: 100}})
			return made(t, b, err, func(b *backends.Weighted) string { return b.ID })
		}},
	{name: "failover backend", want: origin, used: "static_backend origin", byKind: "failover_backend", field: "backends",
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			b, err := backends.NewClient(c).Failover.Create(t.Context(), &backends.FailoverCreateParams{Backends: []string{ids["static_backend origin"]}})
			return made(t, b, err, func(b *backends.Failover) string { return b.ID })
		}},
	{name: "route's backend", want: origin, used: "static_backend origin", byKind: "https_edge_route", field: "backend", parent: true,
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			return routeByHand(t, c, &edges.RouteCreateParams{Backend: &edges.BackendParams{BackendID: ids["static_backend origin"]}})
		}},
	{name: "TCP edge's backend", want: origin, used: "static_backend origin", byKind: "tcp_edge", field: "backend",
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			ed, err := edges.NewClient(c).TCP.Create(t.Context(), &edges.TCPEdgeCreateParams{Backend: &edges.BackendParams{BackendID: ids["static_backend origin"]}})
			return made(t, ed, err, func(e *edges.TCPEdge) string { return e.ID })
		}},
	{name: "TLS edge's backend", want: origin, used: "static_backend origin", byKind: "tls_edge", field: "backend",
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			ed, err := edges.NewClient(c).TLS.Create(t.Context(), &edges.TLSEdgeCreateParams{Backend: &edges.BackendParams{BackendID: ids["static_backend origin"]}})
			return made(t, ed, err, func(e *edges.TLSEdge) string { return e.ID })
		}},
	{name: "IP restriction", want: office, used: "ip_policy office", byKind: "ip_restriction", field: "ip_policies",
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			r, err := iprestrictions.NewClient(c).Create(t.Context(), &iprestrictions.CreateParams{Type: iprestrictions.TypeDashboard,
				IPPolicyIDs: []string{ids["ip_policy office"]}})
			return made(t, r, err, func(r *iprestrictions.IPRestriction) string { return r.ID })
		}},
	{name: "route's IP restriction", want: office, used: "ip_policy office", byKind: "https_edge_route", field: "ip_restriction", parent: true,
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			return routeByHand(t, c, &edges.RouteCreateParams{IPRestriction: &edges.IPRestrictionParams{IPPolicyIDs: []string{ids["ip_policy office"]}}})
		}},
	{name: "TCP edge's IP restriction", want: office, used: "ip_policy office", byKind: "tcp_edge", field: "ip_restriction",
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			ed, err := edges.NewClient(c).TCP.Create(t.Context(), &edges.TCPEdgeCreateParams{
				IPRestriction: &edges.IPRestrictionParams{IPPolicyIDs: []string{ids["ip_policy office"]}}})
			return made(t, ed, err, func(e *edges.TCPEdge) string { return e.ID })
		}},
	{name: "reserved domain's certificate", want: webCert, used: "tls_certificate web", byKind: "reserved_domain", field: "certificate",
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			d, err := reserveddomains.NewClient(c).Create(t.Context(), &reserveddomains.CreateParams{Domain: "other.example.com",
				CertificateID: new(ids["tls_certificate web"])})
			return made(t, d, err, func(d *reserveddomains.ReservedDomain) string { return d.ID })
		}},
	{name: "TLS edge's mutual TLS", want: clientsCA, used: "certificate_authority clients", byKind: "tls_edge", field: "mutual_tls",
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			ed, err := edges.NewClient(c).TLS.Create(t.Context(), &edges.TLSEdgeCreateParams{
				MutualTLS: &edges.MutualTLSParams{CertificateAuthorityIDs: []string{ids["certificate_authority clients"]}}})
			return made(t, ed, err, func(e *edges.TLSEdge) string { return e.ID })
		}},
	{name: "HTTPS edge's mutual TLS", want: clientsCA, used: "certificate_authority clients", byKind: "https_edge", field: "mutual_tls",
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			ed, err := edges.NewClient(c).HTTPS.Create(t.Context(), &edges.HTTPSEdgeCreateParams{
				MutualTLS: &edges.MutualTLSParams{CertificateAuthorityIDs: []string{ids["certificate_authority clients"]}}})
			return made(t, ed, err, func(e *edges.HTTPSEdge) string { return e.ID })
		}},
	{name: "event subscription", want: audit, used: "event_destination audit", byKind: "event_subscription", field: "destinations",
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			s, err := events.NewClient(c).Subscriptions.Create(t.Context(), &events.SubscriptionCreateParams{
				Sources: []events.SourceParams{{Type: events.IPPolicyCreated}}, DestinationIDs: []string{ids["event_destination audit"]}})
			return made(t, s, err, func(s *events.Subscription) string { return s.ID })
		}},
	{name: "SSH host certificate", want: hostsSSHCA, used: "ssh_certificate_authority hosts", byKind: "ssh_host_certificate", field: "ssh_certificate_authority_id",
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			cert, err := sshcerts.NewClient(c).HostCertificates.Create(t.Context(), &sshcerts.HostCertificateCreateParams{
				AuthorityID: ids["ssh_certificate_authority hosts"], PublicKey: sshPublicKey})
			return made(t, cert, err, func(c *sshcerts.HostCertificate) string { return c.ID })
		}},
	{name: "SSH user certificate", want: hostsSSHCA, used: "ssh_certificate_authority hosts", byKind: "ssh_user_certificate", field: "ssh_certificate_authority_id",
		use: func(t *testing.T, c *ingress.Client, ids map[string]string) string {
			cert, err := sshcerts.NewClient(c).UserCertificates.Create(t.Context(), &sshcerts.UserCertificateCreateParams{
				AuthorityID: ids["ssh_certificate_authority hosts"], PublicKey: sshPublicKey, Principals: []string{"deploy"}})
			return made(t, cert, err, func(c *sshcerts.UserCertificate) string { return c.ID })
		}},
	{name: "weighted backend of another description", want: origin, used: "static_backend origin", byKind: "weighted_backend", field: "backends",
		use: func(t *testing.T, c *ingress.Client, _ map[string]string) string {
			other := origin
			other.WeightedBackends = []setup.WeightedBackend{{Name: "canary", Backends: map[string]int64{"origin": 100}}}
			apply(t, c, other)
			return destroyIDs(t, c, other)["weighted_backend canary"]
		}},
}

// routeByHand makes an HTTPS edge and a route of it with p, both by
// hand, and returns the route's ID.
func routeByHand(t *testing.T, c *ingress.Client, p *edges.RouteCreateParams) string {
	t.Helper()
	ec := edges.NewClient(c)
	ed, err := ec.HTTPS.Create(t.Context(), &edges.HTTPSEdgeCreateParams{Description: byHand})
	require.NoError(t, err)
	p.MatchType, p.Match, p.Description = edges.MatchPathPrefix, "/", byHand
	rt, err := ec.Routes.Create(t.Context(), ed.ID, p)
	require.NoError(t, err)
	return rt.ID
}

// TestDestroyRefusesWhatOthersUse checks, for each kind of resource that
// others use and each way of using it, that destroying a described managed
// resource that a resource made by hand (or managed by another
// description) uses is refused before anything is deleted, with an
// *InUseError naming the user by its ID.
func TestDestroyRefusesWhatOthersUse(t *testing.T) {
	for _, tc := range inUseCases {
		t.Run(tc.name, func(t *testing.T) {
			srv, writes := counted(t)
			c := srv.Client()
			apply(t, c, tc.want)
			ids := destroyIDs(t, c, tc.want)
			require.Contains(t, ids, tc.used)
			by := tc.use(t, c, ids)
			require.NotEmpty(t, by)
			before := writes.Load()

			p, err := setup.NewDestroyPlan(t.Context(), c, tc.want)
			assert.Nil(t, p)
			var inUse *setup.InUseError
			require.ErrorAs(t, err, &inUse)
			require.Len(t, inUse.Uses, 1, "%v", err)
			u := inUse.Uses[0]
			assert.Equal(t, tc.used, u.Kind+" "+u.Name)
			assert.Equal(t, ids[tc.used], u.ID)
			assert.Equal(t, tc.byKind, u.ByKind)
			assert.Equal(t, by, u.ByID)
			assert.Equal(t, tc.field, u.Field)
			assert.Equal(t, tc.parent, u.ByParent != "", "the user's parent: %q", u.ByParent)
			assert.False(t, u.DeletedAfter)
			assert.Contains(t, err.Error(), by)
			assert.Equal(t, before, writes.Load(), "nothing was written")
		})
	}
}

// TestDestroyDeletesUsersWithWhatTheyUse checks that a user that the
// destroy deletes before what it uses does not hold it back: a TCP edge
// with its backend and IP policy, and a route made by hand on a described
// edge, which goes with the edge, naming a described backend.
func TestDestroyDeletesUsersWithWhatTheyUse(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	ctx := t.Context()
	want := setup.Account{
		IPPolicies:           office.IPPolicies,
		StaticBackends:       origin.StaticBackends,
		HTTPResponseBackends: fixture().HTTPResponseBackends,
		TCPEdges:             []setup.TCPEdge{{Name: "bastion", EdgeModules: setup.EdgeModules{Backend: "origin", IPPolicies: []string{"office"}}}},
		HTTPSEdges:           []setup.HTTPSEdge{{Name: "web"}},
	}
	apply(t, c, want)
	ids := destroyIDs(t, c, want)
	_, err := edges.NewClient(c).Routes.Create(ctx, ids["https_edge web"], &edges.RouteCreateParams{MatchType: edges.MatchPathPrefix, Match: "/",
		Backend: &edges.BackendParams{BackendID: ids["http_response_backend welcome"]}})
	require.NoError(t, err)

	p, err := setup.NewDestroyPlan(ctx, c, want)
	require.NoError(t, err)
	require.NoError(t, p.Apply(ctx))
	left, err := setup.Export(ctx, c)
	require.NoError(t, err)
	assert.Equal(t, setup.Account{}, left)
}

// TestDestroyRefusesAUserDeletedAfter checks that a described domain
// whose certificate, described too, was attached by hand is refused: the
// plan deletes certificates before domains, which the API refuses while
// the domain uses the certificate.
func TestDestroyRefusesAUserDeletedAfter(t *testing.T) {
	srv, writes := counted(t)
	c := srv.Client()
	ctx := t.Context()
	want := setup.Account{ReservedDomains: appDomain.ReservedDomains, TLSCertificates: webCert.TLSCertificates}
	apply(t, c, want)
	ids := destroyIDs(t, c, want)
	_, err := reserveddomains.NewClient(c).Update(ctx, ids["reserved_domain app.example.com"],
		&reserveddomains.UpdateParams{CertificateID: new(ids["tls_certificate web"])})
	require.NoError(t, err)
	before := writes.Load()

	_, err = setup.NewDestroyPlan(ctx, c, want)
	var inUse *setup.InUseError
	require.ErrorAs(t, err, &inUse)
	assert.Equal(t, []setup.Use{{Kind: "tls_certificate", Name: "web", ID: ids["tls_certificate web"],
		ByKind: "reserved_domain", ByID: ids["reserved_domain app.example.com"], ByName: "app.example.com",
		Field: "certificate", DeletedAfter: true}}, inUse.Uses)
	assert.Contains(t, err.Error(), "which this destroy deletes only after it")
	assert.Equal(t, before, writes.Load())
}

// TestDestroyListsEveryUse checks that every use is listed, one a line,
// in the order of the resources used, then of their users, with the
// users' names and descriptions.
func TestDestroyListsEveryUse(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	ctx := t.Context()
	want := setup.Account{IPPolicies: office.IPPolicies, StaticBackends: origin.StaticBackends}
	apply(t, c, want)
	ids := destroyIDs(t, c, want)
	policy, backend := ids["ip_policy office"], ids["static_backend origin"]
	w, err := backends.NewClient(c).Weighted.Create(ctx, &backends.WeightedCreateParams{Description: byHand, Backends: map[string]int64{backend: 1}})
	require.NoError(t, err)
	f, err := backends.NewClient(c).Failover.Create(ctx, &backends.FailoverCreateParams{Backends: []string{backend}})
	require.NoError(t, err)
	r, err := iprestrictions.NewClient(c).Create(ctx, &iprestrictions.CreateParams{Type: iprestrictions.TypeDashboard, IPPolicyIDs: []string{policy}})
	require.NoError(t, err)

	_, err = setup.NewDestroyPlan(ctx, c, want)
	require.Error(t, err)
	assert.Equal(t, "destroy refused, nothing was deleted: resources that it keeps use resources that it would delete (3 uses, below); "+
		"delete or change those users first, or leave what they use out of the description:\n"+
		"  ip_policy office ("+policy+") is used by ip_restriction "+r.ID+" in its ip_policies\n"+
		"  static_backend origin ("+backend+") is used by failover_backend "+f.ID+" in its backends\n"+
		"  static_backend origin ("+backend+") is used by weighted_backend "+w.ID+` (description "by hand") in its backends`,
		err.Error())
}
