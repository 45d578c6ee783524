package edges

import (
	"fmt"
	"log/slog"

	"github.com/ingresskit/ingress/internal/redact"
)

// The modules that hold a secret (an OAuth or OIDC client secret, a webhook
// verification secret) show it to no fmt verb and no slog handler, and
// every type that holds one of them logs without it. OAuthGitHub has its
// own methods: those of the OAuthApp it embeds would print that alone.

// Format prints the app with every fmt verb, its client secret hidden.
func (a OAuthApp) Format(f fmt.State, verb rune) { redact.Format(f, verb, a) }

// LogValue logs the app with its client secret hidden.
func (a OAuthApp) LogValue() slog.Value { return redact.LogValue(a) }

// Format prints the provider with every fmt verb, its client secret hidden.
func (g OAuthGitHub) Format(f fmt.State, verb rune) { redact.Format(f, verb, g) }

// LogValue logs the provider with its client secret hidden.
func (g OAuthGitHub) LogValue() slog.Value { return redact.LogValue(g) }

// Format prints the module with every fmt verb, its client secret hidden.
func (o OIDC) Format(f fmt.State, verb rune) { redact.Format(f, verb, o) }

// LogValue logs the module with its client secret hidden.
func (o OIDC) LogValue() slog.Value { return redact.LogValue(o) }

// Format prints the parameters with every fmt verb, the client secret hidden.
func (p OIDCParams) Format(f fmt.State, verb rune) { redact.Format(f, verb, p) }

// LogValue logs the parameters with the client secret hidden.
func (p OIDCParams) LogValue() slog.Value { return redact.LogValue(p) }

// Format prints the module with every fmt verb, its secret hidden.
func (w WebhookVerification) Format(f fmt.State, verb rune) { redact.Format(f, verb, w) }

// LogValue logs the module with its secret hidden.
func (w WebhookVerification) LogValue() slog.Value { return redact.LogValue(w) }

// Format prints the parameters with every fmt verb, the secret hidden.
func (p WebhookVerificationParams) Format(f fmt.State, verb rune) { redact.Format(f, verb, p) }

// LogValue logs the parameters with the secret hidden.
func (p WebhookVerificationParams) LogValue() slog.Value { return redact.LogValue(p) }

// LogValue logs the provider with its client secret hidden.
func (p OAuthProvider) LogValue() slog.Value { return redact.LogValue(p) }

// LogValue logs the module with the client secret of its provider hidden.
func (o OAuth) LogValue() slog.Value { return redact.LogValue(o) }

// LogValue logs the parameters with the client secret of the provider hidden.
func (p OAuthParams) LogValue() slog.Value { return redact.LogValue(p) }

// LogValue logs the route with the secrets of its modules hidden.
func (r Route) LogValue() slog.Value { return redact.LogValue(r) }

// LogValue logs the parameters with the secrets of the modules hidden.
func (p RouteCreateParams) LogValue() slog.Value { return redact.LogValue(p) }

// LogValue logs the parameters with the secrets of the modules hidden.
func (p RouteUpdateParams) LogValue() slog.Value { return redact.LogValue(p) }

// LogValue logs the edge with the secrets of its routes hidden.
func (e HTTPSEdge) LogValue() slog.Value { return redact.LogValue(e) }
