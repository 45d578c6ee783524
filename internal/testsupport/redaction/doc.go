// Package redaction checks that no exported struct of the module shows a
// secret: each is filled with a distinct marker in every string, then
// printed with every fmt verb and logged with both slog handlers, and no
// marker of a secret member (see internal/redact) may appear.
//
// CheckNoSecretShows is the check, for the tests of any package of the
// module: the tests of a package under ingresstest/internal/, which Go's
// rule on internal folders keeps this package from importing, call it on
// their own structs. This package's own tests run it on a list of every
// exported struct type of the packages it can import, and fail when the
// sources declare one that is neither listed, nor checked by a test of
// its own package, nor said to show no secret.
package redaction
