package setup

import (
	"log/slog"

	"github.com/ingresskit/ingress/internal/redact"
)

// An account description holds secrets only in its Traffic Policies and
// event targets (the others are sources, see SecretSource); the types that
// hold them log without them.

// LogValue logs the account with the secrets of its Traffic Policies and event targets hidden.
func (a Account) LogValue() slog.Value { return redact.LogValue(a) }

// LogValue logs the endpoint with the secrets of its Traffic Policy hidden.
func (e CloudEndpoint) LogValue() slog.Value { return redact.LogValue(e) }

// LogValue logs the destination with the secrets of its target hidden.
func (d EventDestination) LogValue() slog.Value { return redact.LogValue(d) }
