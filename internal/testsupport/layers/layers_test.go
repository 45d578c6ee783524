// Package layers checks the rule that keeps the project's packages in
// layers: a non-test file imports only packages of its own layer and of the
// layers below it.
package layers

import (
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
)

const module = "github.com/ingresskit/ingress"

// The layers, bottom to top, as CONTRIBUTING.md draws them.
const (
	core = iota
	machinery
	families
	setup
	server
	support
)

var layerNames = []string{"core", "machinery", "family", "setup", "ingresstest", "test support"}

// layerOf returns the layer of the package in dir, a slash-separated path
// relative to the module root ("" for the root package).
func layerOf(dir string) int {
	first, _, _ := strings.Cut(dir, "/")
	switch {
	case dir == "":
		return core
	case dir == "internal/testsupport" || strings.HasPrefix(dir, "internal/testsupport/"):
		return support
	case first == "internal":
		return machinery
	case first == "cmd" || first == "examples":
		return support
	case first == "ingresstest":
		return server
	case first == "setup":
		return setup
	default:
		return families
	}
}

// checkImport returns an error when a non-test file of the package in dir
// may not import the project package imported.
func checkImport(dir, imported string) error {
	from, to := layerOf(dir), layerOf(imported)
	if to > from {
		return fmt.Errorf("%s (%s) imports %s (%s), a layer above its own",
			displayDir(dir), layerNames[from], displayDir(imported), layerNames[to])
	}
	return nil
}

func displayDir(dir string) string {
	if dir == "" {
		return "ingress"
	}
	return dir
}

func TestNoPackageImportsALayerAboveItsOwn(t *testing.T) {
	root := moduleRoot(t)
	checked := 0
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); p != root && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		rel, err := filepath.Rel(root, filepath.Dir(p))
		if err != nil {
			return err
		}
		dir := filepath.ToSlash(rel)
		if dir == "." {
			dir = ""
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, spec := range f.Imports {
			imported := strings.Trim(spec.Path.Value, `"`)
			if imported != module && !strings.HasPrefix(imported, module+"/") {
				continue
			}
			checked++
			if err := checkImport(dir, strings.TrimPrefix(strings.TrimPrefix(imported, module), "/")); err != nil {
				t.Errorf("%s: %v", path.Join(dir, filepath.Base(p)), err)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 50 {
		t.Fatalf("checked only %d imports of the project's own packages: the walk missed the tree", checked)
	}
}

func TestCheckImportRefusesUpwardImports(t *testing.T) {
	for _, tc := range []struct{ dir, imported string }{
		{"", "apikeys"},
		{"internal/rest", "apikeys"},
		{"internal/validate", "ingresstest"},
		{"edges", "ingresstest"},
		{"edges", "setup"},
		{"ingresstest", "internal/testsupport/conformance"},
		{"setup", "ingresstest"},
	} {
		if checkImport(tc.dir, tc.imported) == nil {
			t.Errorf("%s importing %s was allowed", displayDir(tc.dir), tc.imported)
		}
	}
	for _, tc := range []struct{ dir, imported string }{
		{"apikeys", ""},
		{"apikeys", "internal/rest"},
		{"edges", "ippolicies"},
		{"ingresstest", "edges"},
		{"internal/testsupport/conformance", "ingresstest"},
		{"cmd/ingress-fake", "ingresstest"},
	} {
		if err := checkImport(tc.dir, tc.imported); err != nil {
			t.Errorf("refused a downward import: %v", err)
		}
	}
}

func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's directory")
		}
		dir = parent
	}
}
