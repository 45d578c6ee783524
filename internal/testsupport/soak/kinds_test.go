package soak_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"iter"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/agentingresses"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/reserveddomains"
	"github.com/ingresskit/ingress/sessions"
	"github.com/ingresskit/ingress/sshcerts"
	"github.com/ingresskit/ingress/vaults"
)

// listPage is the page size of the lists the soak test walks, small
// enough that a list takes several requests.
const listPage = 50

// item is a resource as the API returned it, reduced to what the soak
// test checks: its ID, its description (unique per create) and the values
// of the fields that updates change, by field name.
type item struct {
	id, desc string
	values   map[string]string
}

// updater changes one field of a resource to value with one request, and
// returns the field's value as the server answered it.
type updater struct {
	field, method string
	path          func(id string) string
	do            func(ctx context.Context, id, value string) (string, error)
}

// kind is one resource collection, driven the same way whatever its
// family: create with a unique description, get, list, update a field,
// delete. A kind without updaters or delete (tunnel sessions) has
// neither operation; its create is a server hook rather than a request.
// A kind without list (abuse reports) is neither listed nor checked at
// the end.
type kind struct {
	name, path string
	create     func(ctx context.Context, w *worker, desc string) (item, error)
	// createMethod is the method of the create request, "" for a hook.
	createMethod string
	get          func(ctx context.Context, id string) (item, error)
	list         func(ctx context.Context) iter.Seq2[item, error]
	updaters     []updater
	delete       func(ctx context.Context, id string) error
}

// collection is what every CRUD client of the SDK offers.
type collection[T, C, U any] interface {
	Create(context.Context, *C) (*T, error)
	Get(context.Context, string) (*T, error)
	List(context.Context, *ingress.ListParams) *ingress.Iter[*T]
	Update(context.Context, string, *U) (*T, error)
	Delete(context.Context, string) error
}

// initialMetadata is the metadata of every created resource.
const initialMetadata = "created"

// newKind adapts a CRUD client: params builds the create parameters for a
// description and metadata, update the update parameters that set the
// metadata, and read reduces a resource to an item.
func newKind[T, C, U any](name, path string, c collection[T, C, U],
	params func(w *worker, desc, meta string) *C, update func(meta string) *U, read func(*T) item,
) *kind {
	return &kind{
		name: name, path: path, createMethod: http.MethodPost,
		create: func(ctx context.Context, w *worker, desc string) (item, error) {
			return reader(read)(c.Create(ctx, params(w, desc, initialMetadata)))
		},
		get: func(ctx context.Context, id string) (item, error) { return reader(read)(c.Get(ctx, id)) },
		list: func(ctx context.Context) iter.Seq2[item, error] {
			return items(c.List(ctx, &ingress.ListParams{Limit: new(listPage)}), read)
		},
		updaters: []updater{{
			field: "metadata", method: http.MethodPatch,
			path: func(id string) string { return path + "/" + id },
			do: func(ctx context.Context, id, value string) (string, error) {
				it, err := reader(read)(c.Update(ctx, id, update(value)))
				return it.values["metadata"], err
			},
		}},
		delete: c.Delete,
	}
}

// reader turns the result of a call into an item.
func reader[T any](read func(*T) item) func(*T, error) (item, error) {
	return func(t *T, err error) (item, error) {
		if err != nil {
			return item{}, err
		}
		return read(t), nil
	}
}

// items walks a list as items, ending at the first error.
func items[T any](it *ingress.Iter[*T], read func(*T) item) iter.Seq2[item, error] {
	return func(yield func(item, error) bool) {
		for t, err := range it.All() {
			if err != nil {
				yield(item{}, err)
				return
			}
			if !yield(read(t), nil) {
				return
			}
		}
	}
}

func meta(id, desc, metadata string) item {
	return item{id: id, desc: desc, values: map[string]string{"metadata": metadata}}
}

// fixtures are the keys and certificates the creates upload, made once.
type fixtures struct {
	certPEM, keyPEM, caPEM string
	// sshKeys holds an ed25519 public key per worker, in authorized-keys
	// format.
	sshKeys []string
}

func newFixtures(t *testing.T, workers int) *fixtures {
	f := &fixtures{}
	f.certPEM, f.keyPEM = selfSigned(t, "soak.example.com", false)
	f.caPEM, _ = selfSigned(t, "Soak CA", true)
	for range workers {
		pub, _, err := ed25519.GenerateKey(rand.Reader)
		require.NoError(t, err)
		key, err := ssh.NewPublicKey(pub)
		require.NoError(t, err)
		f.sshKeys = append(f.sshKeys, strings.TrimSpace(string(ssh.MarshalAuthorizedKey(key))))
	}
	return f
}

// selfSigned makes a self-signed certificate with a P-256 key for name,
// a CA when ca is set, and returns it and its key PEM-encoded.
func selfSigned(t *testing.T, name string, ca bool) (certPEM, keyPEM string) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	now := time.Now().UTC().Truncate(time.Second)
	template := &x509.Certificate{
		SerialNumber: big.NewInt(now.UnixNano()),
		Subject:      pkix.Name{CommonName: name},
		NotBefore:    now.Add(-time.Hour),
		NotAfter:     now.AddDate(1, 0, 0),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	if ca {
		template.KeyUsage |= x509.KeyUsageCertSign
		template.ExtKeyUsage = []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}
		template.BasicConstraintsValid, template.IsCA = true, true
	} else {
		template.DNSNames = []string{name}
	}
	der, err := x509.CreateCertificate(rand.Reader, template, template, key.Public(), key)
	require.NoError(t, err)
	keyDER, err := x509.MarshalPKCS8PrivateKey(key)
	require.NoError(t, err)
	return string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})),
		string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER}))
}

// anchors are the resources of one worker that others refer to, created
// before the faults start and never deleted, so that a create that needs
// a reference always has one.
type anchors struct {
	policy, sshAuthority, backend, credential string
	// vault holds the worker's secrets.
	vault string
	// endpoint is the endpoint of the worker's AI gateway API keys.
	endpoint string
}

// newAnchors creates a worker's anchors, with descriptions that the soak
// checks ignore.
func newAnchors(ctx context.Context, t *testing.T, c *ingress.Client, n int, f *fixtures) anchors {
	desc := new(fmt.Sprintf("anchor-%d", n))
	pol, err := ippolicies.NewClient(c).Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: desc})
	require.NoError(t, err)
	ca, err := sshcerts.NewClient(c).Authorities.Create(ctx, &sshcerts.AuthorityCreateParams{Description: desc, PrivateKeyType: sshcerts.KeyTypeED25519})
	require.NoError(t, err)
	bk, err := backends.NewClient(c).HTTPResponse.Create(ctx, &backends.HTTPResponseCreateParams{Description: desc, StatusCode: 200, Body: "ok"})
	require.NoError(t, err)
	cr, err := credentials.NewClient(c).Tunnel.Create(ctx, &credentials.TunnelCreateParams{Description: desc})
	require.NoError(t, err)
	v, err := vaults.NewClient(c).Vaults.Create(ctx, &vaults.VaultCreateParams{Name: *desc, Description: desc})
	require.NoError(t, err)
	a := anchors{policy: pol.ID, sshAuthority: ca.ID, backend: bk.ID, credential: cr.ID, vault: v.ID}
	a.endpoint = anchorEndpoint(ctx, t, c, *desc)
	return a
}

// kinds returns every resource collection of the API, tunnel sessions
// included.
func kinds(c *ingress.Client, srv *ingresstest.Server, f *fixtures) []*kind {
	keys := apikeys.NewClient(c)
	creds := credentials.NewClient(c)
	sshc := sshcerts.NewClient(c)
	certs := certificates.NewClient(c)
	policies := ippolicies.NewClient(c)
	bk := backends.NewClient(c)
	ed := edges.NewClient(c)
	ev := events.NewClient(c)

	return []*kind{
		newKind("api key", wire.APIKeys.Path, keys,
			func(_ *worker, d, m string) *apikeys.CreateParams {
				return &apikeys.CreateParams{Description: &d, Metadata: &m}
			},
			func(m string) *apikeys.UpdateParams { return &apikeys.UpdateParams{Metadata: &m} },
			func(k *apikeys.APIKey) item { return meta(k.ID, k.Description, k.Metadata) }),
		newKind("tunnel credential", wire.Credentials.Path, creds.Tunnel,
			func(_ *worker, d, m string) *credentials.TunnelCreateParams {
				return &credentials.TunnelCreateParams{Description: &d, Metadata: &m, ACL: []string{"bind:*.soak.example.com"}}
			},
			func(m string) *credentials.TunnelUpdateParams { return &credentials.TunnelUpdateParams{Metadata: &m} },
			func(x *credentials.Tunnel) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("SSH credential", wire.SSHCredentials.Path, creds.SSH,
			func(w *worker, d, m string) *credentials.SSHCreateParams {
				return &credentials.SSHCreateParams{PublicKey: f.sshKeys[w.n], Description: &d, Metadata: &m}
			},
			func(m string) *credentials.SSHUpdateParams { return &credentials.SSHUpdateParams{Metadata: &m} },
			func(x *credentials.SSH) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("SSH certificate authority", wire.SSHCertificateAuthorities.Path, sshc.Authorities,
			func(_ *worker, d, m string) *sshcerts.AuthorityCreateParams {
				return &sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeED25519, Description: &d, Metadata: &m}
			},
			func(m string) *sshcerts.AuthorityUpdateParams { return &sshcerts.AuthorityUpdateParams{Metadata: &m} },
			func(x *sshcerts.Authority) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("SSH host certificate", wire.SSHHostCertificates.Path, sshc.HostCertificates,
			func(w *worker, d, m string) *sshcerts.HostCertificateCreateParams {
				return &sshcerts.HostCertificateCreateParams{
					AuthorityID: w.anchors.sshAuthority, PublicKey: f.sshKeys[w.n], Principals: []string{"db.soak.example.com"},
					Description: &d, Metadata: &m,
				}
			},
			func(m string) *sshcerts.HostCertificateUpdateParams {
				return &sshcerts.HostCertificateUpdateParams{Metadata: &m}
			},
			func(x *sshcerts.HostCertificate) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("SSH user certificate", wire.SSHUserCertificates.Path, sshc.UserCertificates,
			func(w *worker, d, m string) *sshcerts.UserCertificateCreateParams {
				return &sshcerts.UserCertificateCreateParams{
					AuthorityID: w.anchors.sshAuthority, PublicKey: f.sshKeys[w.n], Principals: []string{"deploy"},
					Description: &d, Metadata: &m,
				}
			},
			func(m string) *sshcerts.UserCertificateUpdateParams {
				return &sshcerts.UserCertificateUpdateParams{Metadata: &m}
			},
			func(x *sshcerts.UserCertificate) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("TLS certificate", wire.TLSCertificates.Path, certs.TLS,
			func(_ *worker, d, m string) *certificates.TLSCertificateCreateParams {
				return &certificates.TLSCertificateCreateParams{CertificatePEM: f.certPEM, PrivateKeyPEM: f.keyPEM, Description: &d, Metadata: &m}
			},
			func(m string) *certificates.TLSCertificateUpdateParams {
				return &certificates.TLSCertificateUpdateParams{Metadata: &m}
			},
			func(x *certificates.TLSCertificate) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("certificate authority", wire.CertificateAuthorities.Path, certs.Authorities,
			func(_ *worker, d, m string) *certificates.AuthorityCreateParams {
				return &certificates.AuthorityCreateParams{CAPEM: f.caPEM, Description: &d, Metadata: &m}
			},
			func(m string) *certificates.AuthorityUpdateParams {
				return &certificates.AuthorityUpdateParams{Metadata: &m}
			},
			func(x *certificates.Authority) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("reserved domain", wire.ReservedDomains.Path, reserveddomains.NewClient(c),
			func(_ *worker, d, m string) *reserveddomains.CreateParams {
				return &reserveddomains.CreateParams{Domain: d + ".rd.example.com", Description: &d, Metadata: &m}
			},
			func(m string) *reserveddomains.UpdateParams { return &reserveddomains.UpdateParams{Metadata: &m} },
			func(x *reserveddomains.ReservedDomain) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("IP policy", wire.IPPolicies.Path, policies.Policies,
			func(_ *worker, d, m string) *ippolicies.PolicyCreateParams {
				return &ippolicies.PolicyCreateParams{Description: &d, Metadata: &m}
			},
			func(m string) *ippolicies.PolicyUpdateParams { return &ippolicies.PolicyUpdateParams{Metadata: &m} },
			func(x *ippolicies.Policy) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("IP policy rule", wire.IPPolicyRules.Path, policies.Rules,
			func(w *worker, d, m string) *ippolicies.RuleCreateParams {
				// Unique per worker, whose anchor policy holds its rules.
				n := w.created
				cidr := fmt.Sprintf("10.%d.%d.%d/32", w.n, n/256, n%256)
				return &ippolicies.RuleCreateParams{IPPolicyID: w.anchors.policy, CIDR: cidr, Action: ippolicies.ActionAllow, Description: &d, Metadata: &m}
			},
			func(m string) *ippolicies.RuleUpdateParams { return &ippolicies.RuleUpdateParams{Metadata: &m} },
			func(x *ippolicies.Rule) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("agent ingress", wire.AgentIngresses.Path, agentingresses.NewClient(c),
			func(_ *worker, d, m string) *agentingresses.CreateParams {
				return &agentingresses.CreateParams{Domain: d + ".ai.example.com", Description: &d, Metadata: &m}
			},
			func(m string) *agentingresses.UpdateParams { return &agentingresses.UpdateParams{Metadata: &m} },
			func(x *agentingresses.AgentIngress) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("HTTP response backend", wire.HTTPResponseBackends.Path, bk.HTTPResponse,
			func(_ *worker, d, m string) *backends.HTTPResponseCreateParams {
				return &backends.HTTPResponseCreateParams{StatusCode: 503, Body: "maintenance", Description: &d, Metadata: &m}
			},
			func(m string) *backends.HTTPResponseUpdateParams {
				return &backends.HTTPResponseUpdateParams{Metadata: &m}
			},
			func(x *backends.HTTPResponse) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("failover backend", wire.FailoverBackends.Path, bk.Failover,
			func(w *worker, d, m string) *backends.FailoverCreateParams {
				return &backends.FailoverCreateParams{Backends: []string{w.anchors.backend}, Description: &d, Metadata: &m}
			},
			func(m string) *backends.FailoverUpdateParams { return &backends.FailoverUpdateParams{Metadata: &m} },
			func(x *backends.Failover) item { return meta(x.ID, x.Description, x.Metadata) }),
		tlsEdges(ed),
		newKind("TCP edge", wire.TCPEdges.Path, ed.TCP,
			func(w *worker, d, m string) *edges.TCPEdgeCreateParams {
				return &edges.TCPEdgeCreateParams{Backend: &edges.BackendParams{BackendID: w.anchors.backend}, Description: &d, Metadata: &m}
			},
			func(m string) *edges.TCPEdgeUpdateParams { return &edges.TCPEdgeUpdateParams{Metadata: &m} },
			func(x *edges.TCPEdge) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("HTTPS edge", wire.HTTPSEdges.Path, ed.HTTPS,
			func(_ *worker, d, m string) *edges.HTTPSEdgeCreateParams {
				return &edges.HTTPSEdgeCreateParams{Description: &d, Metadata: &m}
			},
			func(m string) *edges.HTTPSEdgeUpdateParams { return &edges.HTTPSEdgeUpdateParams{Metadata: &m} },
			func(x *edges.HTTPSEdge) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("event destination", wire.EventDestinations.Path, ev.Destinations,
			func(_ *worker, d, m string) *events.DestinationCreateParams {
				return &events.DestinationCreateParams{
					Format:      events.FormatJSON,
					Target:      events.Target{Datadog: &events.Datadog{APIKey: "dd-key", Service: "soak", DDSite: "datadoghq.com"}},
					Description: &d, Metadata: &m,
				}
			},
			func(m string) *events.DestinationUpdateParams { return &events.DestinationUpdateParams{Metadata: &m} },
			func(x *events.Destination) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("event subscription", wire.EventSubscriptions.Path, ev.Subscriptions,
			func(_ *worker, d, m string) *events.SubscriptionCreateParams {
				return &events.SubscriptionCreateParams{Description: &d, Metadata: &m}
			},
			func(m string) *events.SubscriptionUpdateParams { return &events.SubscriptionUpdateParams{Metadata: &m} },
			func(x *events.Subscription) item { return meta(x.ID, x.Description, x.Metadata) }),
		reservedAddrKind(c),
		cloudEndpointKind(c),
		tunnelSessions(c, srv),
		serviceUserKind(c),
		newKind("vault", wire.Vaults.Path, vaults.NewClient(c).Vaults,
			func(_ *worker, d, m string) *vaults.VaultCreateParams {
				return &vaults.VaultCreateParams{Name: d, Description: &d, Metadata: &m}
			},
			func(m string) *vaults.VaultUpdateParams { return &vaults.VaultUpdateParams{Metadata: &m} },
			func(x *vaults.Vault) item { return meta(x.ID, x.Description, x.Metadata) }),
		newKind("secret", wire.Secrets.Path, vaults.NewClient(c).Secrets,
			func(w *worker, d, m string) *vaults.SecretCreateParams {
				// Unique within the worker's anchor vault, which holds them.
				return &vaults.SecretCreateParams{VaultID: w.anchors.vault, Name: d, Value: vaults.NewValue(d), Description: &d, Metadata: &m}
			},
			func(m string) *vaults.SecretUpdateParams { return &vaults.SecretUpdateParams{Metadata: &m} },
			func(x *vaults.Secret) item { return meta(x.ID, x.Description, x.Metadata) }),
		staticBackendKind(c),
		tunnelGroupBackendKind(c),
		weightedBackendKind(c),
		k8sOperatorKind(c),
		aiGatewayAPIKeyKind(c),

		applicationUserKind(c, srv),
		applicationSessionKind(c, srv),
		abuseReportKind(c),
	}
}

// tlsEdges is the TLS edge kind, whose updates also replace the traffic
// policy module (a PUT) and whose items carry the module's value.
func tlsEdges(ed *edges.Client) *kind {
	read := func(x *edges.TLSEdge) item {
		it := meta(x.ID, x.Description, x.Metadata)
		if x.TrafficPolicy != nil {
			it.values["traffic_policy"] = x.TrafficPolicy.Value
		}
		return it
	}
	k := newKind("TLS edge", wire.TLSEdges.Path, ed.TLS,
		func(w *worker, d, m string) *edges.TLSEdgeCreateParams {
			return &edges.TLSEdgeCreateParams{
				Backend:       &edges.BackendParams{BackendID: w.anchors.backend},
				TrafficPolicy: &edges.TrafficPolicyParams{Value: initialMetadata},
				Description:   &d, Metadata: &m,
			}
		},
		func(m string) *edges.TLSEdgeUpdateParams { return &edges.TLSEdgeUpdateParams{Metadata: &m} },
		read)
	k.updaters = append(k.updaters, updater{
		field: "traffic_policy", method: http.MethodPut,
		path: func(id string) string { return wire.TLSEdges.Path + "/" + id + "/traffic_policy" },
		do: func(ctx context.Context, id, value string) (string, error) {
			tp, err := ed.TLS.TrafficPolicy.Replace(ctx, id, &edges.TrafficPolicyParams{Value: value})
			if err != nil {
				return "", err
			}
			return tp.Value, nil
		},
	})
	return k
}

// tunnelSessions is the tunnel session kind: sessions start through the
// server's hook, as agents connecting, with the description as the
// agent's metadata, and are read through the API.
func tunnelSessions(c *ingress.Client, srv *ingresstest.Server) *kind {
	ts := sessions.NewClient(c)
	read := func(s *sessions.TunnelSession) item { return item{id: s.ID, desc: s.Metadata} }
	return &kind{
		name: "tunnel session", path: wire.TunnelSessions.Path,
		create: func(_ context.Context, w *worker, desc string) (item, error) {
			id, err := srv.StartTunnelSession(ingresstest.Agent{CredentialID: w.anchors.credential, Metadata: desc})
			return item{id: id, desc: desc}, err
		},
		get: func(ctx context.Context, id string) (item, error) { return reader(read)(ts.Get(ctx, id)) },
		list: func(ctx context.Context) iter.Seq2[item, error] {
			return items(ts.List(ctx, &ingress.ListParams{Limit: new(listPage)}), read)
		},
	}
}
