package layers

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The most source files and lines that ingresstest and each of the fake's
// own packages may hold, as CONTRIBUTING.md (Inside ingresstest) asks: a
// part that outgrows them is split into packages of its own.
const (
	maxFakeFiles = 40
	maxFakeLines = 5000
)

// TestTheFakesPackagesStaySmall checks that ingresstest and every package
// under ingresstest/internal/ hold at most maxFakeFiles non-test source
// files and maxFakeLines lines in them, and that each package under
// ingresstest/internal/ has a package doc.
func TestTheFakesPackagesStaySmall(t *testing.T) {
	root := moduleRoot(t)
	fake := filepath.Join(root, "ingresstest")
	packages := 0
	err := filepath.WalkDir(fake, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if p != fake && !strings.HasPrefix(p, filepath.Join(fake, "internal")) || d.Name() == "testdata" {
			return filepath.SkipDir
		}
		files, lines, doc := sourcesOf(t, p)
		if files == 0 {
			return nil
		}
		packages++
		rel, _ := filepath.Rel(root, p)
		if files > maxFakeFiles || lines > maxFakeLines {
			t.Errorf("%s holds %d source files and %d lines; at most %d and %d: split it into packages under ingresstest/internal/", rel, files, lines, maxFakeFiles, maxFakeLines)
		}
		if p != fake && !doc {
			t.Errorf("%s has no package doc that says what it owns", rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if packages < 6 {
		t.Fatalf("found %d packages of the fake: the walk missed them", packages)
	}
}

// sourcesOf counts the non-test Go files in dir and their lines, and
// reports whether one of them starts a package doc. The lines of a file of
// error code constants (codes*.go with no function) are not counted: each
// is a name of the error catalogue, which grows with every code the fake
// serves and which TestCatalogueServesTheDeclaredCodes bounds by the
// catalogue's; logic in such a file makes it count again.
func sourcesOf(t *testing.T, dir string) (files, lines int, doc bool) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		files++
		if !isCodeCatalogue(name, data) {
			lines += bytes.Count(data, []byte("\n"))
		}
		doc = doc || bytes.Contains(data, []byte("\n// Package ")) || bytes.HasPrefix(data, []byte("// Package "))
	}
	return files, lines, doc
}

// isCodeCatalogue reports whether the file name, holding data, declares
// only error code constants: it is named codes*.go and has no function.
func isCodeCatalogue(name string, data []byte) bool {
	return strings.HasPrefix(name, "codes") && !bytes.Contains(data, []byte("\nfunc "))
}
