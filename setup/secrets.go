package setup

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"
)

// SecretSource says where a value that the API never returns comes from:
// exactly one of an environment variable and a file. The description
// holds the source, never the value.
type SecretSource struct {
	// Env is the name of an environment variable that holds the value.
	Env string `json:"env,omitempty"`
	// File is the path of a file that holds the value; one trailing
	// newline is dropped.
	File string `json:"file,omitempty"`
}

// String describes the source, like "env DB_PASSWORD" or "file
// /run/secrets/db".
func (s SecretSource) String() string {
	switch {
	case s.Env != "" && s.File == "":
		return "env " + s.Env
	case s.File != "" && s.Env == "":
		return "file " + s.File
	}
	return "no source"
}

// check reports a source that names not exactly one place.
func (s SecretSource) check() error {
	if (s.Env == "") == (s.File == "") {
		return errors.New("give exactly one of env and file")
	}
	return nil
}

// MaxSecretBytes is the largest secret value that a source may hold: 1 MiB.
// No value that the API takes comes near it (a vault secret is at most 64
// KiB, a PEM certificate chain a few KiB), and a larger one, like a file
// such as /dev/zero that never ends, is refused after reading one byte
// more than it, never read whole into memory.
const MaxSecretBytes = 1 << 20

// read returns the value. Its errors say the rule broken, never a value;
// its callers name the source.
func (s SecretSource) read() (string, error) {
	if err := s.check(); err != nil {
		return "", err
	}
	if s.Env != "" {
		v, ok := os.LookupEnv(s.Env)
		if !ok {
			return "", fmt.Errorf("environment variable %s is not set", s.Env)
		}
		if len(v) > MaxSecretBytes {
			return "", fmt.Errorf("environment variable %s holds more than %d bytes, the most a secret may hold", s.Env, MaxSecretBytes)
		}
		return v, nil
	}
	b, err := readSecretFile(s.File)
	if err != nil {
		return "", err
	}
	return strings.TrimSuffix(string(b), "\n"), nil
}

// readSecretFile returns what the file at path holds, at most
// MaxSecretBytes bytes. It reads only a regular file, or a symbolic link
// to one: a directory, a device (like /dev/zero) or a named pipe, which
// may never end or never answer, is refused before it is opened, and
// again on the opened file, in case the path was swapped in between. It
// opens the file without blocking, so that a named pipe swapped in cannot
// hold the open.
func readSecretFile(path string) ([]byte, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("reading the secret file: %w", err)
	}
	if err := regularFile(path, info); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, fmt.Errorf("reading the secret file: %w", err)
	}
	defer f.Close()
	if info, err = f.Stat(); err != nil {
		return nil, fmt.Errorf("reading the secret file: %w", err)
	}
	if err := regularFile(path, info); err != nil {
		return nil, err
	}
	b, err := io.ReadAll(io.LimitReader(f, MaxSecretBytes+1))
	if err != nil {
		return nil, fmt.Errorf("reading the secret file: %w", err)
	}
	if len(b) > MaxSecretBytes {
		return nil, fmt.Errorf("the secret file %s holds more than %d bytes, the most a secret may hold", path, MaxSecretBytes)
	}
	return b, nil
}

// regularFile refuses the file at path, described by info, unless it is a
// regular file.
func regularFile(path string, info os.FileInfo) error {
	if info.Mode().IsRegular() {
		return nil
	}
	what := "not a regular file"
	switch m := info.Mode(); {
	case m.IsDir():
		what = "a directory"
	case m&os.ModeNamedPipe != 0:
		what = "a named pipe"
	case m&os.ModeDevice != 0:
		what = "a device"
	case m&os.ModeSocket != 0:
		what = "a socket"
	}
	return fmt.Errorf("the secret file %s is %s: only a regular file is read", path, what)
}

// envSource is where Export says a value that the API never returns
// comes from: the environment variable named by words joined with "_",
// in upper case, other characters than letters and digits as "_", like
// SECRET_PROD_DB_PASSWORD.
func envSource(words ...string) SecretSource {
	name := strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return r - 'a' + 'A'
		case r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
			return r
		}
		return '_'
	}, strings.Join(words, "_"))
	return SecretSource{Env: name}
}
