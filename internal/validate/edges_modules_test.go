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
