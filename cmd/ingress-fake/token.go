package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/ingresskit/ingress/ingresstest"
)

// controlTokenEnv names the environment variable that gives the control
// token; a flag never does, since the flags of a process show in ps.
const controlTokenEnv = "INGRESS_FAKE_CONTROL_TOKEN"

// maxTokenFile bounds what -control-token-file reads.
const maxTokenFile = 4 << 10

// controlTokenFlag defines on fs the flag that names a file holding the
// control token, and returns its value as fs parses it.
func controlTokenFlag(fs *flag.FlagSet) *string {
	return fs.String("control-token-file", "", "read the control token from this `file` (its first line); without it, the token is "+controlTokenEnv+" when that is set, and otherwise new at every start, also with -seed")
}

// controlToken returns the options that give the server the control token
// of file, or of the environment (getenv), or none for a random one.
func controlToken(file string, getenv func(string) string) ([]ingresstest.Option, error) {
	token := getenv(controlTokenEnv)
	from := "$" + controlTokenEnv
	if file != "" {
		f, err := os.Open(file)
		if err != nil {
			return nil, fmt.Errorf("-control-token-file: %w", err)
		}
		defer f.Close()
		data, err := io.ReadAll(io.LimitReader(f, maxTokenFile+1))
		if err != nil {
			return nil, fmt.Errorf("-control-token-file: %w", err)
		}
		if len(data) > maxTokenFile {
			return nil, fmt.Errorf("-control-token-file %s is larger than %d bytes", file, maxTokenFile)
		}
		token, _, _ = strings.Cut(string(data), "\n")
		token, from = strings.TrimSuffix(token, "\r"), "-control-token-file "+file
	}
	if token == "" {
		if file != "" {
			return nil, errors.New("-control-token-file " + file + " holds no token on its first line")
		}
		return nil, nil
	}
	if err := ingresstest.CheckControlToken(token); err != nil {
		return nil, fmt.Errorf("%s: %w", from, err)
	}
	return []ingresstest.Option{ingresstest.WithControlToken(token)}, nil
}
