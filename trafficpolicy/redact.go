package trafficpolicy

import (
	"fmt"
	"log/slog"

	"github.com/ingresskit/ingress/internal/redact"
)

// The configs that hold a secret (a client secret, a shared secret, a
// private key, an API key, basic-auth credentials) show it to no fmt verb
// and no slog handler, and every type that holds one of them logs without
// it. A Policy prints as its Go fields, its secrets hidden: String and
// JSON give the document itself, secrets included, to send to the API.

// Format prints the key with every fmt verb, its value hidden.
func (c AIAPIKey) Format(f fmt.State, verb rune) { redact.Format(f, verb, c) }

// LogValue logs the key with its value hidden.
func (c AIAPIKey) LogValue() slog.Value { return redact.LogValue(c) }

// Format prints the config with every fmt verb, its credentials hidden.
func (c BasicAuth) Format(f fmt.State, verb rune) { redact.Format(f, verb, c) }

// LogValue logs the config with its credentials hidden.
func (c BasicAuth) LogValue() slog.Value { return redact.LogValue(c) }

// Format prints the config with every fmt verb, its client secret hidden.
func (c OAuth) Format(f fmt.State, verb rune) { redact.Format(f, verb, c) }

// LogValue logs the config with its client secret hidden.
func (c OAuth) LogValue() slog.Value { return redact.LogValue(c) }

// Format prints the config with every fmt verb, its client secret hidden.
func (c OpenIDConnect) Format(f fmt.State, verb rune) { redact.Format(f, verb, c) }

// LogValue logs the config with its client secret hidden.
func (c OpenIDConnect) LogValue() slog.Value { return redact.LogValue(c) }

// Format prints the config with every fmt verb, its server private key hidden.
func (c TerminateTLS) Format(f fmt.State, verb rune) { redact.Format(f, verb, c) }

// LogValue logs the config with its server private key hidden.
func (c TerminateTLS) LogValue() slog.Value { return redact.LogValue(c) }

// Format prints the config with every fmt verb, its secret hidden.
func (c VerifyWebhook) Format(f fmt.State, verb rune) { redact.Format(f, verb, c) }

// LogValue logs the config with its secret hidden.
func (c VerifyWebhook) LogValue() slog.Value { return redact.LogValue(c) }

// LogValue logs the provider with its API keys hidden.
func (c AIProvider) LogValue() slog.Value { return redact.LogValue(c) }

// LogValue logs the config with the API keys of its providers hidden.
func (c AIGateway) LogValue() slog.Value { return redact.LogValue(c) }

// LogValue logs the action with the secrets of its config hidden.
func (a Action) LogValue() slog.Value { return redact.LogValue(a) }

// LogValue logs the rule with the secrets of its actions hidden.
func (r Rule) LogValue() slog.Value { return redact.LogValue(r) }

// Format prints the policy with every fmt verb, the secrets of its actions hidden.
func (p Policy) Format(f fmt.State, verb rune) { redact.Format(f, verb, p) }

// LogValue logs the policy with the secrets of its actions hidden.
func (p Policy) LogValue() slog.Value { return redact.LogValue(p) }
