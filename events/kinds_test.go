package events_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress/agentingresses"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
	"github.com/ingresskit/ingress/reserveddomains"
	"github.com/ingresskit/ingress/sshcerts"
)

// lifecycle creates, updates (the description) and deletes one resource
// of a kind through the SDK and returns its ID.
type lifecycle func(t *testing.T, ctx context.Context, srv *ingresstest.Server, ev *events.Client) string

// crud returns the types of the events a lifecycle of kind delivers.
func crud(kind string) []string {
	return []string{kind + "_created.v0", kind + "_updated.v0", kind + "_deleted.v0"}
}

// TestEveryKindEmitsItsEvents checks, for every kind of resource whose
// events the API documents, that its create, update and delete deliver
// <kind>_created.v0, <kind>_updated.v0 and <kind>_deleted.v0, in that
// order, each carrying the resource; and that the completion of a
// certificate provisioning, which no API call makes, delivers the issued
// certificate's creation and the domain's update. The kinds are the API's
// names (domain for a reserved domain, tunnel_credential and
// ssh_public_key for credentials), literal so that a misspelled kind
// fails.
func TestEveryKindEmitsItsEvents(t *testing.T) {
	for _, tc := range []struct {
		name string
		// want are the types the subscription has and the events
		// delivered, in order; the three of name when nil.
		want []string
		// run makes the changes and returns the ID of each event's
		// object, in order; the one ID of every event when it returns one.
		run func(t *testing.T, ctx context.Context, srv *ingresstest.Server, ev *events.Client) []string
	}{
		{"tunnel_credential", nil, once(func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := credentials.NewClient(srv.Client()).Tunnel
			cr, err := c.Create(ctx, &credentials.TunnelCreateParams{Description: new("a")})
			require.NoError(t, err)
			_, err = c.Update(ctx, cr.ID, &credentials.TunnelUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Delete(ctx, cr.ID))
			return cr.ID
		})},
		{"ssh_public_key", nil, once(func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := credentials.NewClient(srv.Client()).SSH
			cr, err := c.Create(ctx, &credentials.SSHCreateParams{PublicKey: sshPublicKey(t)})
			require.NoError(t, err)
			_, err = c.Update(ctx, cr.ID, &credentials.SSHUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Delete(ctx, cr.ID))
			return cr.ID
		})},
		{"ssh_certificate_authority", nil, once(func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := sshcerts.NewClient(srv.Client()).Authorities
			ca, err := c.Create(ctx, &sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeED25519})
			require.NoError(t, err)
			_, err = c.Update(ctx, ca.ID, &sshcerts.AuthorityUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Delete(ctx, ca.ID))
			return ca.ID
		})},
		{"ssh_host_certificate", nil, once(func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := sshcerts.NewClient(srv.Client())
			ca, err := c.Authorities.Create(ctx, &sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeED25519})
			require.NoError(t, err)
			cert, err := c.HostCertificates.Create(ctx, &sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: sshPublicKey(t)})
			require.NoError(t, err)
			_, err = c.HostCertificates.Update(ctx, cert.ID, &sshcerts.HostCertificateUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.HostCertificates.Delete(ctx, cert.ID))
			return cert.ID
		})},
		{"ssh_user_certificate", nil, once(func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := sshcerts.NewClient(srv.Client())
			ca, err := c.Authorities.Create(ctx, &sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeED25519})
			require.NoError(t, err)
			cert, err := c.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{AuthorityID: ca.ID, PublicKey: sshPublicKey(t)})
			require.NoError(t, err)
			_, err = c.UserCertificates.Update(ctx, cert.ID, &sshcerts.UserCertificateUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.UserCertificates.Delete(ctx, cert.ID))
			return cert.ID
		})},
		{"tls_certificate", nil, once(func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := certificates.NewClient(srv.Client()).TLS
			certPEM, keyPEM := selfSigned(t, false)
			cert, err := c.Create(ctx, &certificates.TLSCertificateCreateParams{CertificatePEM: certPEM, PrivateKeyPEM: keyPEM})
			require.NoError(t, err)
			_, err = c.Update(ctx, cert.ID, &certificates.TLSCertificateUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Delete(ctx, cert.ID))
			return cert.ID
		})},
		{"certificate_authority", nil, once(func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := certificates.NewClient(srv.Client()).Authorities
			caPEM, _ := selfSigned(t, true)
			ca, err := c.Create(ctx, &certificates.AuthorityCreateParams{CAPEM: caPEM})
			require.NoError(t, err)
			_, err = c.Update(ctx, ca.ID, &certificates.AuthorityUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Delete(ctx, ca.ID))
			return ca.ID
		})},
		{"domain", nil, once(func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := reserveddomains.NewClient(srv.Client())
			d, err := c.Create(ctx, &reserveddomains.CreateParams{Domain: "app.example.com"})
			require.NoError(t, err)
			_, err = c.Update(ctx, d.ID, &reserveddomains.UpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Delete(ctx, d.ID))
			return d.ID
		})},
		{"ip_policy", nil, once(func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := ippolicies.NewClient(srv.Client()).Policies
			p, err := c.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("a")})
			require.NoError(t, err)
			_, err = c.Update(ctx, p.ID, &ippolicies.PolicyUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Delete(ctx, p.ID))
			return p.ID
		})},
		{"ip_policy_rule", nil, once(func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := ippolicies.NewClient(srv.Client())
			p, err := c.Policies.Create(ctx, nil)
			require.NoError(t, err)
			r, err := c.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: p.ID, CIDR: "192.0.2.0/24", Action: ippolicies.ActionAllow})
			require.NoError(t, err)
			_, err = c.Rules.Update(ctx, r.ID, &ippolicies.RuleUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Rules.Delete(ctx, r.ID))
			return r.ID
		})},
		{"ip_restriction", nil, once(func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			pol, err := ippolicies.NewClient(srv.Client()).Policies.Create(ctx, nil)
			require.NoError(t, err)
			c := iprestrictions.NewClient(srv.Client())
			x, err := c.Create(ctx, &iprestrictions.CreateParams{Type: iprestrictions.TypeDashboard, IPPolicyIDs: []string{pol.ID}})
			require.NoError(t, err)
			_, err = c.Update(ctx, x.ID, &iprestrictions.UpdateParams{Enforced: new(true)})
			require.NoError(t, err)
			require.NoError(t, c.Delete(ctx, x.ID))
			return x.ID
		})},
		{"api_key", nil, once(func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := apikeys.NewClient(srv.Client())
			k, err := c.Create(ctx, &apikeys.CreateParams{Description: new("a")})
			require.NoError(t, err)
			_, err = c.Update(ctx, k.ID, &apikeys.UpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Delete(ctx, k.ID))
			return k.ID
		})},
		{"event_destination", nil, once(func(t *testing.T, ctx context.Context, _ *ingresstest.Server, ev *events.Client) string {
			d := destination(t, ev)
			_, err := ev.Destinations.Update(ctx, d.ID, &events.DestinationUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, ev.Destinations.Delete(ctx, d.ID))
			return d.ID
		})},
		{"provisioning", []string{"tls_certificate_created.v0", "domain_updated.v0"}, func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) []string {
			c := reserveddomains.NewClient(srv.Client())
			d, err := c.Create(ctx, &reserveddomains.CreateParams{
				Domain:                      "managed.example.com",
				CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA},
			})
			require.NoError(t, err)
			require.NoError(t, srv.CompleteProvisioning(d.ID))
			done, err := c.Get(ctx, d.ID)
			require.NoError(t, err)
			require.NotNil(t, done.Certificate, "the domain has its issued certificate")
			return []string{done.Certificate.ID, d.ID}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			srv, ev, _ := testkit.Start(t, events.NewClient)
			ctx := context.Background()
			want := tc.want
			if want == nil {
				want = crud(tc.name)
			}
			sink := destination(t, ev)
			subscription(t, ev, want, sink.ID)

			ids := tc.run(t, ctx, srv, ev)

			evs := srv.Events(sink.ID)
			require.Equal(t, want, types(evs), "one event per change, in order")
			if len(ids) == 1 {
				ids = slices.Repeat(ids, len(evs))
			}
			require.Len(t, ids, len(evs))
			for i, e := range evs {
				assert.Equal(t, ids[i], objectID(t, e), "%s carries the resource", e.EventType)
			}
		})
	}
}

// TestUndocumentedKindsDeliverNothing checks that the changes of the
// kinds of resource whose events the API does not document (edges, their
// routes, backends and agent ingresses) reach no destination, even one
// subscribed to every documented event type: no subscription can name
// an event of theirs.
func TestUndocumentedKindsDeliverNothing(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  lifecycle
	}{
		{"agent_ingress", func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := agentingresses.NewClient(srv.Client())
			a, err := c.Create(ctx, &agentingresses.CreateParams{Domain: "agents.example.com"})
			require.NoError(t, err)
			_, err = c.Update(ctx, a.ID, &agentingresses.UpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Delete(ctx, a.ID))
			return a.ID
		}},
		{"http_response_backend", func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := backends.NewClient(srv.Client()).HTTPResponse
			b, err := c.Create(ctx, &backends.HTTPResponseCreateParams{Body: "hello", StatusCode: 200})
			require.NoError(t, err)
			_, err = c.Update(ctx, b.ID, &backends.HTTPResponseUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Delete(ctx, b.ID))
			return b.ID
		}},
		{"failover_backend", func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := backends.NewClient(srv.Client())
			child, err := c.HTTPResponse.Create(ctx, &backends.HTTPResponseCreateParams{Body: "hello", StatusCode: 200})
			require.NoError(t, err)
			b, err := c.Failover.Create(ctx, &backends.FailoverCreateParams{Backends: []string{child.ID}})
			require.NoError(t, err)
			_, err = c.Failover.Update(ctx, b.ID, &backends.FailoverUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Failover.Delete(ctx, b.ID))
			return b.ID
		}},
		{"tls_edge", func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := edges.NewClient(srv.Client()).TLS
			e, err := c.Create(ctx, &edges.TLSEdgeCreateParams{Description: new("a")})
			require.NoError(t, err)
			_, err = c.Update(ctx, e.ID, &edges.TLSEdgeUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Delete(ctx, e.ID))
			return e.ID
		}},
		{"tcp_edge", func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := edges.NewClient(srv.Client()).TCP
			e, err := c.Create(ctx, &edges.TCPEdgeCreateParams{Description: new("a")})
			require.NoError(t, err)
			_, err = c.Update(ctx, e.ID, &edges.TCPEdgeUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Delete(ctx, e.ID))
			return e.ID
		}},
		{"https_edge", func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := edges.NewClient(srv.Client()).HTTPS
			e, err := c.Create(ctx, &edges.HTTPSEdgeCreateParams{Description: new("a")})
			require.NoError(t, err)
			_, err = c.Update(ctx, e.ID, &edges.HTTPSEdgeUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Delete(ctx, e.ID))
			return e.ID
		}},
		{"https_edge_route", func(t *testing.T, ctx context.Context, srv *ingresstest.Server, _ *events.Client) string {
			c := edges.NewClient(srv.Client())
			e, err := c.HTTPS.Create(ctx, nil)
			require.NoError(t, err)
			r, err := c.Routes.Create(ctx, e.ID, &edges.RouteCreateParams{MatchType: edges.MatchPathPrefix, Match: "/"})
			require.NoError(t, err)
			_, err = c.Routes.Update(ctx, e.ID, r.ID, &edges.RouteUpdateParams{Description: new("b")})
			require.NoError(t, err)
			require.NoError(t, c.Routes.Delete(ctx, e.ID, r.ID))
			return r.ID
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			srv, ev, _ := testkit.Start(t, events.NewClient)
			ctx := context.Background()
			sink := destination(t, ev)
			all := make([]events.SourceParams, 0, len(events.EventTypes()))
			for _, typ := range events.EventTypes() {
				all = append(all, events.SourceParams{Type: typ})
			}
			_, err := ev.Subscriptions.Create(ctx, &events.SubscriptionCreateParams{Sources: all, DestinationIDs: []string{sink.ID}})
			require.NoError(t, err, "every documented type is accepted")
			before := types(srv.Events(sink.ID))
			require.Equal(t, []string{"event_subscription_created.v0"}, before, "the subscription's own creation")

			tc.run(t, ctx, srv, ev)

			assert.Equal(t, before, types(srv.Events(sink.ID)), "nothing more")
		})
	}
}

// once adapts a lifecycle to a row's run: every event carries its ID.
func once(f lifecycle) func(t *testing.T, ctx context.Context, srv *ingresstest.Server, ev *events.Client) []string {
	return func(t *testing.T, ctx context.Context, srv *ingresstest.Server, ev *events.Client) []string {
		return []string{f(t, ctx, srv, ev)}
	}
}

// objectID returns the "id" of an event's object.
func objectID(t *testing.T, e ingresstest.DeliveredEvent) string {
	t.Helper()
	var obj struct {
		ID string `json:"id"`
	}
	require.NoError(t, json.Unmarshal(e.Object, &obj), "%s: %s", e.EventType, e.Object)
	return obj.ID
}

// sshPublicKey returns a new ed25519 public key in authorized_keys form.
func sshPublicKey(t *testing.T) string {
	t.Helper()
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	key, err := ssh.NewPublicKey(pub)
	require.NoError(t, err)
	return strings.TrimSpace(string(ssh.MarshalAuthorizedKey(key)))
}

// selfSigned returns a new self-signed ECDSA certificate and its key in
// PEM: a CA certificate when ca is true, else a server certificate.
func selfSigned(t *testing.T, ca bool) (certPEM, keyPEM string) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	now := time.Now()
	template := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "app.example.com"},
		DNSNames:     []string{"app.example.com"},
		NotBefore:    now.Add(-time.Hour),
		NotAfter:     now.Add(24 * time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	if ca {
		template.Subject = pkix.Name{CommonName: "Example CA"}
		template.DNSNames, template.ExtKeyUsage = nil, nil
		template.IsCA, template.BasicConstraintsValid = true, true
		template.KeyUsage = x509.KeyUsageCertSign | x509.KeyUsageCRLSign
	}
	der, err := x509.CreateCertificate(rand.Reader, template, template, key.Public(), key)
	require.NoError(t, err)
	keyDER, err := x509.MarshalPKCS8PrivateKey(key)
	require.NoError(t, err)
	return string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})),
		string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER}))
}
