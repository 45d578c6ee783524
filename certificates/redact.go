package certificates

import (
	"fmt"
	"log/slog"

	"github.com/ingresskit/ingress/internal/redact"
)

// The parameters show the private key to no fmt verb and no slog handler.

// Format prints the parameters with every fmt verb, the private key hidden.
func (p TLSCertificateCreateParams) Format(f fmt.State, verb rune) { redact.Format(f, verb, p) }

// LogValue logs the parameters with the private key hidden.
func (p TLSCertificateCreateParams) LogValue() slog.Value { return redact.LogValue(p) }
