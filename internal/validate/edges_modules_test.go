package validate_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/validate"
)

// requireCoded checks that err is a *validate.CodedError for field with
// the API's code.
func requireCoded(t *testing.T, err error, field, code string) {
	t.Helper()
	testkit.RequireValidation(t, err, field)
	var ce *validate.CodedError
	require.True(t, errors.As(err, &ce), "%v is not coded", err)
	require.Equal(t, code, ce.Code, "the code of %v", err)
}

func TestAuthModuleCodes(t *testing.T) {
	github, google := validate.Choice{Name: "github", Set: true}, validate.Choice{Name: "google", Set: true}
	require.NoError(t, validate.OAuthProvider("provider", github, validate.Choice{Name: "google"}))
	requireCoded(t, validate.OAuthProvider("provider", validate.Choice{Name: "github"}), "provider", validate.CodeOAuthProviderMissing)
	requireCoded(t, validate.OAuthProvider("provider", github, google), "provider", validate.CodeOAuthProviders)

	require.NoError(t, validate.OIDC("https://idp.example.com", "id", "secret"))
	requireCoded(t, validate.OIDC("", "id", "secret"), "issuer", validate.CodeOIDCIssuerMissing)
	requireCoded(t, validate.OIDC("https://idp.example.com", " ", "secret"), "client_id", validate.CodeOIDCClientIDMissing)
	requireCoded(t, validate.OIDC("https://idp.example.com", "id", ""), "client_secret", validate.CodeOIDCClientSecretMissing)
	testkit.RequireValidation(t, validate.OIDC("idp.example.com", "id", "secret"), "issuer")

	requireCoded(t, validate.SAMLIdPMetadata("idp_metadata", " "), "idp_metadata", validate.CodeSAMLMetadataMissing)
	requireCoded(t, validate.SAMLIdPMetadata("idp_metadata", "<x>"), "idp_metadata", validate.CodeSAMLMetadataInvalid)
}

func TestEdgeModuleCodes(t *testing.T) {
	u := func(v uint32) *uint32 { return &v }
	require.NoError(t, validate.SessionInactivity("inactivity_timeout", u(validate.MaxSessionInactivity)))
	requireCoded(t, validate.SessionInactivity("inactivity_timeout", u(validate.MaxSessionInactivity+1)), "inactivity_timeout", validate.CodeSessionInactivity)
	require.NoError(t, validate.IPRestrictionModulePolicies("ip_policy_ids", []string{"ipp_1"}))
	requireCoded(t, validate.IPRestrictionModulePolicies("ip_policy_ids", nil), "ip_policy_ids", validate.CodeIPRestrictionEmpty)
	for hp, code := range map[string]string{
		"example.com": validate.CodeHostPortForm, "example.com:port": validate.CodeHostPortForm, "exa mple.com:443": validate.CodeHostPortForm,
		"example.com:0": validate.CodeHostPortRange, "example.com:65536": validate.CodeHostPortRange,
	} {
		requireCoded(t, validate.HostPorts("hostports", []string{hp}), "hostports[0]", code)
	}
}
