package validate

import (
	"errors"
	"strings"

	"github.com/ingresskit/ingress"
)

// The error codes of the rules of the OAuth, OIDC and SAML modules of
// edges that the API's public error reference gives
// (errors/err_ngrok_<code>).
const (
	// CodeOAuthAppIncomplete: an OAuth provider given a client ID without
	// a client secret, or a secret without an ID.
	CodeOAuthAppIncomplete = "ERR_NGROK_7033"
	// CodeOAuthManagedScopes: OAuth scopes given for the managed app, with
	// no client ID and secret.
	CodeOAuthManagedScopes = "ERR_NGROK_7034"
	// CodeOAuthProviders: an OAuth module configuring more than one
	// provider.
	CodeOAuthProviders = "ERR_NGROK_7036"
	// CodeOAuthProviderMissing: an OAuth module configuring no provider.
	CodeOAuthProviderMissing = "ERR_NGROK_7037"
	// CodeOAuthGitHubTeam: a GitHub team that is neither a numeric ID nor
	// "org_slug/team_slug".
	CodeOAuthGitHubTeam = "ERR_NGROK_7040"
	// CodeSAMLMetadataInvalid: SAML IdP metadata that is not an XML
	// EntityDescriptor of an identity provider.
	CodeSAMLMetadataInvalid = "ERR_NGROK_7083"
	// CodeSAMLMetadataMissing: a SAML module without IdP metadata.
	CodeSAMLMetadataMissing = "ERR_NGROK_7091"
	// CodeOIDCIssuerMissing: an OIDC module without an issuer.
	CodeOIDCIssuerMissing = "ERR_NGROK_7088"
	// CodeOIDCClientIDMissing: an OIDC module without a client ID.
	CodeOIDCClientIDMissing = "ERR_NGROK_7089"
	// CodeOIDCClientSecretMissing: an OIDC module without a client secret.
	CodeOIDCClientSecretMissing = "ERR_NGROK_7090"
)

// OAuthProvider checks that an OAuth module configures exactly one of the
// providers choices name: none is refused with CodeOAuthProviderMissing
// (errors/err_ngrok_7037), several with CodeOAuthProviders
// (errors/err_ngrok_7036).
func OAuthProvider(field string, choices ...Choice) error {
	var set []string
	for _, c := range choices {
		if c.Set {
			set = append(set, c.Name)
		}
	}
	switch len(set) {
	case 0:
		return FailCoded(CodeOAuthProviderMissing, field, "OAuth does not define any provider configurations but one is required")
	case 1:
		return nil
	}
	return FailCoded(CodeOAuthProviders, field, "OAuth may only have one provider configuration but multiple are defined: [%s]", strings.Join(set, ", "))
}

// OAuthApp checks the app credentials of an OAuth provider: a client ID
// and a client secret come together or not at all
// (errors/err_ngrok_7033), and scopes need them: the service's managed
// app asks for its own scopes (errors/err_ngrok_7034).
func OAuthApp(clientID, clientSecret string, scopes []string) error {
	switch {
	case clientID != "" && clientSecret == "":
		return FailCoded(CodeOAuthAppIncomplete, "client_secret", "is required with client_id: unmanaged provider configurations must specify a client ID and a client secret")
	case clientID == "" && clientSecret != "":
		return FailCoded(CodeOAuthAppIncomplete, "client_id", "is required with client_secret: unmanaged provider configurations must specify a client ID and a client secret")
	case clientID == "" && len(scopes) > 0:
		return FailCoded(CodeOAuthManagedScopes, "scopes", "may be set only with client_id and client_secret: custom OAuth scopes on a managed OAuth application are not allowed")
	}
	return nil
}

// GitHubTeams checks GitHub team identifiers: numeric IDs, or slugs
// qualified with the organization, as "org-name/team-name"
// (errors/err_ngrok_7040).
func GitHubTeams(field string, teams []string) error {
	for i, team := range teams {
		if team != "" && strings.Trim(team, "0123456789") == "" {
			continue
		}
		org, name, ok := strings.Cut(team, "/")
		if !ok || org == "" || name == "" || strings.Contains(name, "/") {
			return FailCoded(CodeOAuthGitHubTeam, Elem(field, i), "OAuth GitHub Teams must be listed as either numerical ids or in the format 'org_slug/team_slug', %q does not match either format", team)
		}
	}
	return nil
}

// SAMLIdPMetadata checks the IdP metadata of a SAML module: required
// (errors/err_ngrok_7091), and an EntityDescriptor as SAMLMetadata says
// (errors/err_ngrok_7083).
func SAMLIdPMetadata(field, doc string) error {
	if strings.TrimSpace(doc) == "" {
		return FailCoded(CodeSAMLMetadataMissing, field, "is required: a SAML module needs the IdP metadata")
	}
	var ve *ingress.ValidationError
	if errors.As(SAMLMetadata(field, doc), &ve) {
		return FailCoded(CodeSAMLMetadataInvalid, field, "failed to parse the SAML IdP metadata: %s", ve.Rule)
	}
	return nil
}

// OIDC checks the required members of an OIDC module: an issuer
// (errors/err_ngrok_7088) that is an absolute http or https URL, a client
// ID (errors/err_ngrok_7089) and a client secret (errors/err_ngrok_7090).
func OIDC(issuer, clientID, clientSecret string) error {
	switch {
	case strings.TrimSpace(issuer) == "":
		return FailCoded(CodeOIDCIssuerMissing, "issuer", "the OIDC issuer property is required")
	case strings.TrimSpace(clientID) == "":
		return FailCoded(CodeOIDCClientIDMissing, "client_id", "the OIDC Client ID property is required")
	case strings.TrimSpace(clientSecret) == "":
		return FailCoded(CodeOIDCClientSecretMissing, "client_secret", "the OIDC Client Secret property is required")
	}
	return AbsoluteURL("issuer", issuer)
}
