package setup

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// TokenFileName returns the name of the file that TokenDir writes the
// token of the resource name of kind to: kind, ".", the name and
// ".token", like "tunnel_credential.ci.token". In the name, every byte
// other than an ASCII letter, a digit, ".", "_" and "-" is written as
// "%" and its two hexadecimal digits, so that names map to distinct files
// and the name can be read back: "ci/prod" is in
// "tunnel_credential.ci%2Fprod.token", "ci_prod" in
// "tunnel_credential.ci_prod.token".
func TokenFileName(kind, name string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	b.WriteString(kind + ".")
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '.', c == '_', c == '-':
			b.WriteByte(c)
		default:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&0xf])
		}
	}
	b.WriteString(".token")
	return b.String()
}

// TokenDir returns a function for OnToken that writes each token to a new
// file of mode 0600 in dir, named by TokenFileName, never over an existing
// file. When that file cannot be written, the token goes to a new file of
// mode 0600 named after it (TokenFileName, "." and a random suffix) in
// dir or, failing that, in the system's temporary directory, and the
// function returns a *TokenError that names the file; when no file can be
// written, a *TokenError that holds the token. Give KeepTokens instead of
// OnToken(TokenDir(dir)) to have Apply check, before it changes anything,
// that the files can be written.
func TokenDir(dir string) func(Token) error {
	return func(t Token) error {
		name := TokenFileName(t.Kind, t.Name)
		f, err := os.OpenFile(filepath.Join(dir, name), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if err == nil {
			err = writeToken(f, t)
		}
		if err == nil {
			return nil
		}
		for _, d := range []string{dir, os.TempDir()} {
			if f, ferr := os.CreateTemp(d, name+".*"); ferr == nil && writeToken(f, t) == nil {
				return &TokenError{Token: t, Path: f.Name(), Err: err}
			}
		}
		return &TokenError{Token: t, Err: err}
	}
}

// writeToken writes the token to f, a file it made, and closes f,
// removing it when the token could not be written whole.
func writeToken(f *os.File, t Token) error {
	_, err := f.WriteString(t.value + "\n")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("writing %s: %w", f.Name(), err)
	}
	return nil
}

// CheckTokens reports, with KeepTokens, a token of the plan that could
// not be written to its file: the token directory cannot be written in,
// or a file that a create would write its token to exists already. Apply
// checks this before it changes anything; call it to know sooner, before
// asking whether to apply. Without KeepTokens it reports nothing.
func (p *Plan) CheckTokens() error {
	dir := p.opts.tokenDir
	if dir == "" {
		return nil
	}
	probe, err := os.CreateTemp(dir, ".probe-*")
	if err != nil {
		return fmt.Errorf("the token directory cannot be written in: %w", err)
	}
	probe.Close()
	os.Remove(probe.Name())
	for _, c := range p.Tokens() {
		path := filepath.Join(dir, TokenFileName(c.Kind, c.Name))
		_, err := os.Lstat(path)
		switch {
		case err == nil:
			return fmt.Errorf("%s %s %s: its token file %s exists already: move it away first, or the new token could not be kept", c.Action, c.Kind, c.Name, path)
		case !errors.Is(err, fs.ErrNotExist):
			return fmt.Errorf("%s %s %s: checking its token file: %w", c.Action, c.Kind, c.Name, err)
		}
	}
	return nil
}
