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
	assert.Nil(t, created.Certificate, "none until the provisioning job completes")
	assert.Equal(t, &reserveddomains.CertificateManagementPolicy{
		Authority: reserveddomains.AuthorityLetsEncrypt, PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA,
	}, created.CertificateManagementPolicy, "a custom domain is managed automatically with an ECDSA key by default")
	require.NotNil(t, created.CertificateManagementStatus)
	assert.NotNil(t, created.CertificateManagementStatus.ProvisioningJob, "the default policy starts a provisioning job")
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

// TestInvalidCreateParams checks that the SDK refuses each broken rule
// before sending and that the fake answers it with the code of its page
// of the error reference, or ERR_NGROK_215 when no page names it.
func TestInvalidCreateParams(t *testing.T) {
	e := newEnv(t)
	policy := &reserveddomains.CertificateManagementPolicy{}
	cases := map[string]struct {
		p    *reserveddomains.CreateParams
		code string
	}{
		"no domain":            {&reserveddomains.CreateParams{}, ingresstest.CodeValidation},
		"single label":         {&reserveddomains.CreateParams{Domain: "localhost"}, ingresstest.CodeDomainNotQualified},
		"empty label":          {&reserveddomains.CreateParams{Domain: "a..example.com"}, ingresstest.CodeDomainDoubleDot},
		"leading hyphen":       {&reserveddomains.CreateParams{Domain: "-a.example.com"}, ingresstest.CodeDomainLabelStart},
		"trailing hyphen":      {&reserveddomains.CreateParams{Domain: "a-.example.com"}, ingresstest.CodeDomainLabelEnd},
		"double hyphen":        {&reserveddomains.CreateParams{Domain: "ab--cd.example.com"}, ingresstest.CodeDomainDoubleHyphen},
		"underscore":           {&reserveddomains.CreateParams{Domain: "a_b.example.com"}, ingresstest.CodeDomainUnderscore},
		"character":            {&reserveddomains.CreateParams{Domain: "a!b.example.com"}, ingresstest.CodeDomainInvalidChar},
		"ip address":           {&reserveddomains.CreateParams{Domain: "192.0.2.1"}, ingresstest.CodeValidation},
		"trailing dot":         {&reserveddomains.CreateParams{Domain: "app.example.com."}, ingresstest.CodeValidation},
		"inner wildcard":       {&reserveddomains.CreateParams{Domain: "a.*.example.com"}, ingresstest.CodeDomainWildcardNotFirst},
		"partial wildcard":     {&reserveddomains.CreateParams{Domain: "*app.example.com"}, ingresstest.CodeDomainWildcardLabel},
		"bare wildcard":        {&reserveddomains.CreateParams{Domain: "*.com"}, ingresstest.CodeDomainSuffixWildcard},
		"unreachable tld":      {&reserveddomains.CreateParams{Domain: "app.local"}, ingresstest.CodeDomainUnreachableTLD},
		"on ngrok.com":         {&reserveddomains.CreateParams{Domain: "app.ngrok.com"}, ingresstest.CodeDomainOnNgrokCom},
		"long label":           {&reserveddomains.CreateParams{Domain: strings.Repeat("a", 64) + ".example.com"}, ingresstest.CodeValidation},
		"long name":            {&reserveddomains.CreateParams{Domain: strings.Repeat("abcdefghi.", 26) + "com"}, ingresstest.CodeDomainTooLong},
		"service domain":       {&reserveddomains.CreateParams{Domain: "ngrok.app"}, ingresstest.CodeValidation},
		"service wildcard":     {&reserveddomains.CreateParams{Domain: "*.ngrok-free.app"}, ingresstest.CodeDomainSuffixWildcard},
		"region":               {&reserveddomains.CreateParams{Domain: "app.example.com", Region: new(reserveddomains.Region("mars"))}, ingresstest.CodeValidation},
		"description":          {&reserveddomains.CreateParams{Domain: "app.example.com", Description: new(strings.Repeat("d", 256))}, ingresstest.CodeDomainDescriptionTooLong},
		"metadata":             {&reserveddomains.CreateParams{Domain: "app.example.com", Metadata: new(strings.Repeat("m", 4097))}, ingresstest.CodeDomainMetadataTooLong},
		"both sources":         {&reserveddomains.CreateParams{Domain: "app.example.com", CertificateID: new("cert_x"), CertificateManagementPolicy: policy}, ingresstest.CodeDomainCertificateSources},
		"certificate id":       {&reserveddomains.CreateParams{Domain: "app.example.com", CertificateID: new("cert/x")}, ingresstest.CodeValidation},
		"authority":            {&reserveddomains.CreateParams{Domain: "app.example.com", CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{Authority: "zerossl"}}, ingresstest.CodePolicyAuthority},
		"private key type":     {&reserveddomains.CreateParams{Domain: "app.example.com", CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{PrivateKeyType: "dsa"}}, ingresstest.CodeValidation},
		"empty certificate id": {&reserveddomains.CreateParams{Domain: "app.example.com", CertificateID: new("")}, ingresstest.CodeValidation},
		"policy on own domain": {&reserveddomains.CreateParams{Domain: "app.ngrok.app", CertificateManagementPolicy: policy}, ingresstest.CodePolicyOnServiceDomain},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := e.domains.Create(e.ctx, c.p)
			assert.True(t, ingress.IsValidation(err), "client-side: got %v", err)
			_, err = e.raw.Create(e.ctx, c.p)
			testkit.RequireAPIError(t, err, http.StatusBadRequest, c.code)
		})
	}
	_, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "app.example.com", CertificateID: new("c"), CertificateManagementPolicy: policy})
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
	for name, c := range map[string]struct {
		p    *reserveddomains.UpdateParams
		code string
	}{
		"empty":        {&reserveddomains.UpdateParams{}, ingresstest.CodeDomainUpdateEmpty},
		"both sources": {&reserveddomains.UpdateParams{CertificateID: new("cert_x"), CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{}}, ingresstest.CodeDomainCertificateSources},
		"description":  {&reserveddomains.UpdateParams{Description: new(strings.Repeat("d", 256))}, ingresstest.CodeDomainDescriptionTooLong},
		"metadata":     {&reserveddomains.UpdateParams{Metadata: new(strings.Repeat("m", 4097))}, ingresstest.CodeDomainMetadataTooLong},
		"authority":    {&reserveddomains.UpdateParams{CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{Authority: "zerossl"}}, ingresstest.CodePolicyAuthority},
		"policy":       {&reserveddomains.UpdateParams{CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{PrivateKeyType: "ed25519"}}, ingresstest.CodeValidation},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := e.domains.Update(e.ctx, d.ID, c.p)
			assert.True(t, ingress.IsValidation(err), "client-side: got %v", err)
			_, err = e.raw.Update(e.ctx, d.ID, c.p)
			testkit.RequireAPIError(t, err, http.StatusBadRequest, c.code)
		})
	}
	own, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "app.ngrok.app"})
	require.NoError(t, err)
	_, err = e.domains.Update(e.ctx, own.ID, &reserveddomains.UpdateParams{CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{}})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodePolicyOnServiceDomain)
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
