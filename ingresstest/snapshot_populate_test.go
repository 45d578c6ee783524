package ingresstest

import (
	"context"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress/abusereports"
	"github.com/ingresskit/ingress/agentingresses"
	"github.com/ingresskit/ingress/aigateway"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/applications"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/botusers"
	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
	"github.com/ingresskit/ingress/k8soperators"
	"github.com/ingresskit/ingress/reservedaddrs"
	"github.com/ingresskit/ingress/reserveddomains"
	"github.com/ingresskit/ingress/serviceusers"
	"github.com/ingresskit/ingress/sshcerts"
	"github.com/ingresskit/ingress/vaults"
)

// populated is what populate made that a test checks afterwards.
type populated struct {
	// credentialID is a tunnel credential whose token its create
	// response showed.
	credentialID string
	// credentialToken is that token.
	credentialToken string
}

// populate makes at least one record of every table of srv's store,
// through the API and the hooks, and returns what a test needs of them.
func populate(t *testing.T, srv *Server) populated {
	t.Helper()
	ctx := context.Background()
	c := srv.Client()
	must := func(err error) {
		t.Helper()
		require.NoError(t, err)
	}
	var out populated

	owner, err := serviceusers.NewClient(c).Create(ctx, &serviceusers.CreateParams{Name: "deployer"})
	must(err)
	_, err = botusers.NewClient(c).Create(ctx, &serviceusers.CreateParams{Name: "bot"})
	must(err)
	_, err = apikeys.NewClient(c).Create(ctx, &apikeys.CreateParams{OwnerID: &owner.ID, Description: new("ci")})
	must(err)

	creds := credentials.NewClient(c)
	cred, err := creds.Tunnel.Create(ctx, &credentials.TunnelCreateParams{Description: new("agent"), ACL: []string{"bind:*.example.com"}})
	must(err)
	out.credentialID, out.credentialToken = cred.ID, *cred.Token
	_, err = creds.SSH.Create(ctx, &credentials.SSHCreateParams{PublicKey: testSSHKey(t)})
	must(err)

	certs := sshcerts.NewClient(c)
	ca, err := certs.Authorities.Create(ctx, &sshcerts.AuthorityCreateParams{PrivateKeyType: sshcerts.KeyTypeED25519})
	must(err)
	_, err = certs.HostCertificates.Create(ctx, &sshcerts.HostCertificateCreateParams{AuthorityID: ca.ID, PublicKey: testSSHKey(t), Principals: []string{"db.example.com"}})
	must(err)
	_, err = certs.UserCertificates.Create(ctx, &sshcerts.UserCertificateCreateParams{AuthorityID: ca.ID, PublicKey: testSSHKey(t), Principals: []string{"deploy"}})
	must(err)

	tlsCerts := certificates.NewClient(c)
	certPEM, keyPEM := testCertificate(t, "app.example.com", false)
	tlsCert, err := tlsCerts.TLS.Create(ctx, &certificates.TLSCertificateCreateParams{CertificatePEM: certPEM, PrivateKeyPEM: keyPEM})
	must(err)
	caPEM, _ := testCertificate(t, "Snapshot CA", true)
	authority, err := tlsCerts.Authorities.Create(ctx, &certificates.AuthorityCreateParams{CAPEM: caPEM})
	must(err)

	domains := reserveddomains.NewClient(c)
	for _, d := range []string{"app.example.com", "tls.example.com", "web.example.com"} {
		p := &reserveddomains.CreateParams{Domain: d}
		if d == "app.example.com" {
			p.CertificateID = &tlsCert.ID
		}
		_, err = domains.Create(ctx, p)
		must(err)
	}
	managed, err := domains.Create(ctx, &reserveddomains.CreateParams{
		Domain: "managed.example.com", CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA},
	})
	must(err)
	must(srv.CompleteProvisioning(managed.ID))
	_, err = domains.Create(ctx, &reserveddomains.CreateParams{
		Domain: "pending.example.com", CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA},
	})
	must(err)
	addr, err := reservedaddrs.NewClient(c).Create(ctx, &reservedaddrs.CreateParams{Description: new("ssh")})
	must(err)

	eps := endpoints.NewClient(c)
	policy := new("on_http_request: [{actions: [{type: deny}]}]\n")
	internal, err := eps.Create(ctx, &endpoints.CreateParams{URL: "https://llm.internal", Bindings: []endpoints.Binding{endpoints.BindingInternal},
		TrafficPolicy: new("on_http_request: [{actions: [{type: ai-gateway, config: {providers: [{id: openai}]}}]}]\n")})
	must(err)
	_, err = eps.Create(ctx, &endpoints.CreateParams{URL: "https://web.example.com", Type: endpoints.TypeCloud, TrafficPolicy: policy, PoolingEnabled: new(true)})
	must(err)
	_, err = aigateway.NewClient(c).APIKeys.Create(ctx, &aigateway.APIKeyCreateParams{EndpointID: internal.ID})
	must(err)
	_, err = agentingresses.NewClient(c).Create(ctx, &agentingresses.CreateParams{Domain: "connect.example.com"})
	must(err)

	ips := ippolicies.NewClient(c)
	pol, err := ips.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("office")})
	must(err)
	_, err = ips.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: "203.0.113.0/24", Action: ippolicies.ActionAllow})
	must(err)
	_, err = iprestrictions.NewClient(c).Create(ctx, &iprestrictions.CreateParams{Type: iprestrictions.TypeDashboard, IPPolicyIDs: []string{pol.ID}})
	must(err)

	bk := backends.NewClient(c)
	page, err := bk.HTTPResponse.Create(ctx, &backends.HTTPResponseCreateParams{StatusCode: 503, Body: "maintenance"})
	must(err)
	static, err := bk.Static.Create(ctx, &backends.StaticCreateParams{Address: "10.0.0.1:80"})
	must(err)
	group, err := bk.TunnelGroup.Create(ctx, &backends.TunnelGroupCreateParams{Labels: map[string]string{"app": "api"}})
	must(err)
	weighted, err := bk.Weighted.Create(ctx, &backends.WeightedCreateParams{Backends: map[string]int64{static.ID: 10, group.ID: 1}})
	must(err)
	_, err = bk.Failover.Create(ctx, &backends.FailoverCreateParams{Backends: []string{weighted.ID, page.ID}})
	must(err)

	e := edges.NewClient(c)
	_, err = e.TLS.Create(ctx, &edges.TLSEdgeCreateParams{Hostports: []string{"tls.example.com:443"}, Backend: &edges.BackendParams{BackendID: page.ID}})
	must(err)
	_, err = e.TCP.Create(ctx, &edges.TCPEdgeCreateParams{Hostports: []string{addr.Addr}})
	must(err)
	edge, err := e.HTTPS.Create(ctx, &edges.HTTPSEdgeCreateParams{
		Hostports: []string{"app.example.com:443"}, MutualTLS: &edges.MutualTLSParams{CertificateAuthorityIDs: []string{authority.ID}},
	})
	must(err)
	route, err := e.Routes.Create(ctx, edge.ID, &edges.RouteCreateParams{MatchType: edges.MatchPathPrefix, Match: "/"})
	must(err)

	ev := events.NewClient(c)
	dest, err := ev.Destinations.Create(ctx, &events.DestinationCreateParams{
		Format: events.FormatJSON, Target: events.Target{Datadog: &events.Datadog{APIKey: "dd-key", Service: "edge"}},
	})
	must(err)
	_, err = ev.Subscriptions.Create(ctx, &events.SubscriptionCreateParams{
		Sources: []events.SourceParams{{Type: "ip_policy_created.v0"}}, DestinationIDs: []string{dest.ID},
	})
	must(err)
	_, err = ips.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("delivered")})
	must(err)
	require.Len(t, srv.Events(dest.ID), 1)

	v, err := vaults.NewClient(c).Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod"})
	must(err)
	_, err = vaults.NewClient(c).Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "empty"})
	must(err)
	_, err = vaults.NewClient(c).Secrets.Create(ctx, &vaults.SecretCreateParams{VaultID: v.ID, Name: "token", Value: vaults.NewValue("s3cret")})
	must(err)

	_, err = k8soperators.NewClient(c).Create(ctx, &k8soperators.CreateParams{
		Description: new("cluster"), EnabledFeatures: []k8soperators.Feature{k8soperators.FeatureIngress},
		Deployment: &k8soperators.Deployment{Name: "ngrok-operator", Namespace: "ngrok", Version: "1"},
	})
	must(err)

	session, err := srv.StartTunnelSession(Agent{CredentialID: cred.ID, UpdateVersion: "3.2.0"})
	must(err)
	_, err = srv.StartTunnel(session, TunnelSpec{Labels: map[string]string{"app": "api"}})
	must(err)
	_, err = srv.StartAgentEndpoint(AgentEndpoint{SessionID: session, URL: "https://web.example.com", PoolingEnabled: true})
	must(err)

	person, err := srv.AddApplicationUser(ApplicationUser{ProviderUserID: "1001", Username: "ada", Email: "ada@example.com"})
	must(err)
	_, err = srv.StartApplicationSession(ApplicationLogin{UserID: person, EdgeID: edge.ID, RouteID: route.ID, Duration: time.Hour,
		Browser: applications.BrowserSession{IPAddress: "198.51.100.7"}})
	must(err)

	_, err = abusereports.NewClient(c).Create(ctx, &abusereports.CreateParams{URLs: []string{"https://phish.ngrok-free.app/login"}})
	must(err)
	return out
}

// testSSHKey returns a new ed25519 public key in authorized-keys format.
func testSSHKey(t *testing.T) string {
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	key, err := ssh.NewPublicKey(pub)
	require.NoError(t, err)
	return strings.TrimSpace(string(ssh.MarshalAuthorizedKey(key)))
}

// testCertificate makes a self-signed certificate for name, a CA when ca
// is set, and returns it and its private key in PEM.
func testCertificate(t *testing.T, name string, ca bool) (certPEM, keyPEM string) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	template := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: name},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().AddDate(1, 0, 0),
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
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
	return string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})), string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER}))
}
