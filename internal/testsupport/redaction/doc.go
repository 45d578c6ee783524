// Package redaction checks that no exported struct of the module shows a
// secret: each is filled with a distinct marker in every string, then
// printed with every fmt verb and logged with both slog handlers, and no
// marker of a secret member (see internal/redact) may appear. Its tests
// list every exported struct type and fail when the sources declare one
// that the list lacks.
package redaction
