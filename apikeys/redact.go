package apikeys

import (
	"fmt"
	"log/slog"

	"github.com/ingresskit/ingress/internal/redact"
)

// The key shows its token to no fmt verb and no slog handler; read the
// field itself to use it.

// Format prints the key with every fmt verb, its token hidden.
func (k APIKey) Format(f fmt.State, verb rune) { redact.Format(f, verb, k) }

// LogValue logs the key with its token hidden.
func (k APIKey) LogValue() slog.Value { return redact.LogValue(k) }
