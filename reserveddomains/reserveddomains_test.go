package reserveddomains_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/reserveddomains"
)

func TestRoundTrip(t *testing.T) {
	e := newEnv(t)
	params := &reserveddomains.CreateParams{Domain: "app.example.com", Description: new("dashboard"), Metadata: new(`{"svc":"dash"}`)}
	created, err := e.domains.Create(e.ctx, params)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "rd_"))
	assert.Equal(t, e.srv.URL+"/reserved_domains/"+created.ID, created.URI)
	assert.Equal(t, e.clock.Now(), created.CreatedAt)
	assert.Equal(t, "app.example.com", created.Domain)
	assert.Equal(t, reserveddomains.Region(""), created.Region, "region reads back as \"\" when unset")
	assert.Equal(t, "dashboard", created.Description)
	assert.Equal(t, `{"svc":"dash"}`, created.Metadata)
	require.NotNil(t, created.CNAMETarget, "a custom hostname gets a CNAME target")
	assert.True(t, strings.HasSuffix(*created.CNAMETarget, ".ngrok-cname.com"), *created.CNAMETarget)
	assert.Nil(t, created.ACMEChallengeCNAMETarget, "only wildcard custom domains get an ACME challenge target")
	assert.Nil(t, created.Certificate)
	assert.Nil(t, created.CertificateManagementPolicy)
	assert.Nil(t, created.CertificateManagementStatus)
	assert.Nil(t, created.HTTPEndpointConfiguration)
	assert.Nil(t, created.HTTPSEndpointConfiguration)

	assert.Equal(t, created, e.get(t, created.ID))

	update := &reserveddomains.UpdateParams{Description: new("new dashboard")}
	updated, err := e.domains.Update(e.ctx, created.ID, update)
	require.NoError(t, err)
	assert.Equal(t, "new dashboard", updated.Description)
	assert.Equal(t, `{"svc":"dash"}`, updated.Metadata, "fields not supplied keep their value")
	assert.Nil(t, update.Metadata, "Update does not change the caller's params")

	other, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "api.example.com", Region: new(reserveddomains.RegionEU)})
	require.NoError(t, err)
	assert.Equal(t, reserveddomains.RegionEU, other.Region)
	assert.NotEqual(t, *created.CNAMETarget, *other.CNAMETarget, "each domain gets its own target")
	var ids []string
	for d, err := range e.domains.List(e.ctx, nil).All() {
		require.NoError(t, err)
		ids = append(ids, d.ID)
	}
	assert.Equal(t, []string{other.ID, created.ID}, ids, "newest first")

	require.NoError(t, e.domains.Delete(e.ctx, created.ID))
	_, err = e.domains.Get(e.ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	_, err = e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "app.example.com"})
	require.NoError(t, err, "a released domain can be reserved again")
}

func TestDNSTargets(t *testing.T) {
	e := newEnv(t)
	for _, tc := range []struct {
		domain      string
		cname, acme bool
	}{
		{"myapp.ngrok.app", false, false},
		{"myapp.ngrok-free.app", false, false},
		{"a.b.ngrok.dev", false, false},
		{"*.team.ngrok.io", false, false},
		{"shop.example.com", true, false},
		{"*.example.com", true, true},
		{"*.apps.example.co.uk", true, true},
	} {
		t.Run(tc.domain, func(t *testing.T) {
			d, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: tc.domain})
			require.NoError(t, err)
			assert.Equal(t, tc.cname, d.CNAMETarget != nil, "cname_target")
			assert.Equal(t, tc.acme, d.ACMEChallengeCNAMETarget != nil, "acme_challenge_cname_target")
		})
	}
}

func TestDuplicateReservation(t *testing.T) {
	e := newEnv(t)
	first, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "app.example.com"})
	require.NoError(t, err)
	for _, domain := range []string{"app.example.com", "APP.Example.com"} {
		_, err = e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: domain})
		testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeDomainTaken, first.ID)
	}
	d, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "*.App.example.com"})
	require.NoError(t, err, "a wildcard is a different reservation")
	assert.Equal(t, "*.app.example.com", d.Domain, "domains are stored in lower case")
}

func TestInvalidCreateParams(t *testing.T) {
	e := newEnv(t)
	cases := map[string]*reserveddomains.CreateParams{
		"no domain":            {},
		"single label":         {Domain: "localhost"},
		"empty label":          {Domain: "a..example.com"},
		"leading hyphen":       {Domain: "-a.example.com"},
		"underscore":           {Domain: "a_b.example.com"},
		"ip address":           {Domain: "192.0.2.1"},
		"trailing dot":         {Domain: "app.example.com."},
		"inner wildcard":       {Domain: "a.*.example.com"},
		"bare wildcard":        {Domain: "*.com"},
		"long label":           {Domain: strings.Repeat("a", 64) + ".example.com"},
		"long name":            {Domain: strings.Repeat("abcdefghi.", 26) + "com"},
		"service domain":       {Domain: "ngrok.app"},
		"service wildcard":     {Domain: "*.ngrok-free.app"},
		"region":               {Domain: "app.example.com", Region: new(reserveddomains.Region("mars"))},
		"description":          {Domain: "app.example.com", Description: new(strings.Repeat("d", 256))},
		"metadata":             {Domain: "app.example.com", Metadata: new(strings.Repeat("m", 4097))},
		"both sources":         {Domain: "app.example.com", CertificateID: new("cert_x"), CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{}},
		"certificate id":       {Domain: "app.example.com", CertificateID: new("cert/x")},
		"authority":            {Domain: "app.example.com", CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{Authority: "zerossl"}},
		"private key type":     {Domain: "app.example.com", CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{PrivateKeyType: "dsa"}},
		"empty certificate id": {Domain: "app.example.com", CertificateID: new("")},
	}
	for name, p := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := e.domains.Create(e.ctx, p)
			assert.True(t, ingress.IsValidation(err), "client-side: got %v", err)
			_, err = e.raw.Create(e.ctx, p)
			testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeValidation)
		})
	}
	_, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "app.example.com", CertificateID: new("c"), CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{}})
	assert.ErrorContains(t, err, "mutually exclusive")
}

func TestCertificateReferences(t *testing.T) {
	e := newEnv(t)
	_, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "a.example.com", CertificateID: new("cert_0000000000000000000000000")})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeCertificateMissing, "certificate_id")

	cert := e.upload(t, "a.example.com")
	d, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "a.example.com", CertificateID: new(cert.ID)})
	require.NoError(t, err)
	require.NotNil(t, d.Certificate)
	assert.Equal(t, ingress.Ref{ID: cert.ID, URI: cert.URI}, *d.Certificate)
	assert.Nil(t, d.CertificateManagementPolicy)

	managed, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "b.example.com", CertificateManagementPolicy: ecdsaPolicy()})
	require.NoError(t, err)
	require.NoError(t, e.srv.CompleteProvisioning(managed.ID))
	issued := e.get(t, managed.ID).Certificate
	_, err = e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "c.example.com", CertificateID: new(issued.ID)})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeNotUploaded, issued.ID)
}

func TestUpdateEndpointConfigurations(t *testing.T) {
	e := newEnv(t)
	d, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "app.example.com"})
	require.NoError(t, err)

	d, err = e.domains.Update(e.ctx, d.ID, &reserveddomains.UpdateParams{
		HTTPEndpointConfigurationID: new("ec_http"), HTTPSEndpointConfigurationID: new("ec_https"),
	})
	require.NoError(t, err)
	require.NotNil(t, d.HTTPEndpointConfiguration)
	require.NotNil(t, d.HTTPSEndpointConfiguration)
	assert.Equal(t, ingress.Ref{ID: "ec_http", URI: e.srv.URL + "/endpoint_configurations/ec_http"}, *d.HTTPEndpointConfiguration)
	assert.Equal(t, "ec_https", d.HTTPSEndpointConfiguration.ID)

	d, err = e.domains.Update(e.ctx, d.ID, &reserveddomains.UpdateParams{HTTPEndpointConfigurationID: new("")})
	require.NoError(t, err)
	assert.Nil(t, d.HTTPEndpointConfiguration, `"" removes the configuration`)
	assert.NotNil(t, d.HTTPSEndpointConfiguration, "the other one is kept")

	_, err = e.domains.Update(e.ctx, d.ID, &reserveddomains.UpdateParams{HTTPSEndpointConfigurationID: new("ipp_1")})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, "not an endpoint configuration ID")
	_, err = e.domains.Update(e.ctx, d.ID, &reserveddomains.UpdateParams{HTTPSEndpointConfigurationID: new("ec/1")})
	assert.True(t, ingress.IsValidation(err), "got %v", err)
}

func TestInvalidUpdateParams(t *testing.T) {
	e := newEnv(t)
	d, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "app.example.com"})
	require.NoError(t, err)
	for name, p := range map[string]*reserveddomains.UpdateParams{
		"both sources": {CertificateID: new("cert_x"), CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{}},
		"description":  {Description: new(strings.Repeat("d", 256))},
		"policy":       {CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{PrivateKeyType: "ed25519"}},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := e.domains.Update(e.ctx, d.ID, p)
			assert.True(t, ingress.IsValidation(err), "client-side: got %v", err)
			_, err = e.raw.Update(e.ctx, d.ID, p)
			testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeValidation)
		})
	}
	_, err = e.domains.Update(e.ctx, d.ID, &reserveddomains.UpdateParams{CertificateID: new("cert_0000000000000000000000000")})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeCertificateMissing, "certificate_id")
}

func TestSwitchingToAnUploadedCertificate(t *testing.T) {
	e := newEnv(t)
	d, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "app.example.com", CertificateManagementPolicy: ecdsaPolicy()})
	require.NoError(t, err)
	require.NoError(t, e.srv.CompleteProvisioning(d.ID))
	issued := e.get(t, d.ID).Certificate
	require.NotNil(t, issued)

	cert := e.upload(t, "app.example.com")
	d, err = e.domains.Update(e.ctx, d.ID, &reserveddomains.UpdateParams{CertificateID: new(cert.ID)})
	require.NoError(t, err)
	assert.Equal(t, cert.ID, d.Certificate.ID)
	assert.Nil(t, d.CertificateManagementPolicy, "an uploaded certificate turns automatic management off")
	assert.Nil(t, d.CertificateManagementStatus)
	_, err = e.certs.TLS.Get(e.ctx, issued.ID)
	assert.True(t, ingress.IsNotFound(err), "the managed certificate no longer in use is deleted: %v", err)
}

func TestDeleteCertificate(t *testing.T) {
	e := newEnv(t)
	cert := e.upload(t, "app.example.com")
	d, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "app.example.com", CertificateID: new(cert.ID)})
	require.NoError(t, err)

	require.NoError(t, e.domains.DeleteCertificate(e.ctx, d.ID))
	assert.Nil(t, e.get(t, d.ID).Certificate)
	_, err = e.certs.TLS.Get(e.ctx, cert.ID)
	require.NoError(t, err, "an uploaded certificate outlives its detachment")

	err = e.domains.DeleteCertificate(e.ctx, "rd_0000000000000000000000000")
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	err = e.domains.DeleteCertificateManagementPolicy(e.ctx, "rd_0000000000000000000000000")
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	assert.True(t, ingress.IsValidation(e.domains.DeleteCertificate(e.ctx, "")))
}

func TestDeleteDomain(t *testing.T) {
	e := newEnv(t)
	cert := e.upload(t, "up.example.com")
	uploaded, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "up.example.com", CertificateID: new(cert.ID)})
	require.NoError(t, err)
	managed, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "auto.example.com", CertificateManagementPolicy: ecdsaPolicy()})
	require.NoError(t, err)
	require.NoError(t, e.srv.CompleteProvisioning(managed.ID))
	issued := e.get(t, managed.ID).Certificate

	require.NoError(t, e.domains.Delete(e.ctx, uploaded.ID))
	require.NoError(t, e.domains.Delete(e.ctx, managed.ID))
	_, err = e.certs.TLS.Get(e.ctx, cert.ID)
	require.NoError(t, err, "an uploaded certificate is kept")
	_, err = e.certs.TLS.Get(e.ctx, issued.ID)
	assert.True(t, ingress.IsNotFound(err), "a managed certificate goes with its domain: %v", err)
	require.NoError(t, e.certs.TLS.Delete(e.ctx, cert.ID), "no domain uses the certificate any more")
}

// ecdsaPolicy returns a management policy with ECDSA keys, which are quick
// to make.
func ecdsaPolicy() *reserveddomains.CertificateManagementPolicy {
	return &reserveddomains.CertificateManagementPolicy{PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA}
}
