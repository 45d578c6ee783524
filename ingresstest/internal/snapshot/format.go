package snapshot

import (
	"fmt"
	"log/slog"
)

// Format writes what names the document, whatever the verb: its format,
// version, URL and the count of its accounts, never their contents, which
// hold secrets.
func (d Document) Format(f fmt.State, _ rune) {
	fmt.Fprintf(f, "snapshot %s version %d of %s with %d accounts", d.FormatName, d.Version, d.URL, len(d.Accounts))
}

// Format writes what names the account, whatever the verb: its ID and its
// admin's, never its tokens or keys.
func (a Account) Format(f fmt.State, _ rune) {
	fmt.Fprintf(f, "snapshot of account %s (admin %s)", a.ID, a.AdminID)
}

// LogValue is what slog logs of the document: what Format writes.
func (d Document) LogValue() slog.Value { return slog.StringValue(fmt.Sprint(d)) }

// LogValue is what slog logs of the account: what Format writes.
func (a Account) LogValue() slog.Value { return slog.StringValue(fmt.Sprint(a)) }
