package credentials

import (
	"fmt"
	"log/slog"

	"github.com/ingresskit/ingress/internal/redact"
)

// The credential shows its token to no fmt verb and no slog handler; read
// the field itself to use it.

// Format prints the credential with every fmt verb, its token hidden.
func (c Tunnel) Format(f fmt.State, verb rune) { redact.Format(f, verb, c) }

// LogValue logs the credential with its token hidden.
func (c Tunnel) LogValue() slog.Value { return redact.LogValue(c) }
