// Package layers checks the rule that keeps the project's packages in
// layers: a non-test file imports only packages of its own layer and of the
// layers below it. Inside ingresstest, it checks the rules of the fake's
// own packages under ingresstest/internal/ as well.
package layers

import (
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
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
	return checkFakeImport(dir, imported)
}

// fakeInternal is the folder of the fake's own packages.
const fakeInternal = "ingresstest/internal/"

// The layers of the fake's own packages, bottom to top, as CONTRIBUTING.md
// draws them under "Inside ingresstest".
const (
	fakeBase = iota
	fakeEngine
	fakeParts
)

var fakeLayerNames = []string{"base", "engine", "parts"}

// fakeLayers gives the layer of each package of the fake, by its path
// below ingresstest/internal/.
var fakeLayers = map[string]int{
	"store":                 fakeBase,
	"filter":                fakeBase,
	"statefile":             fakeBase,
	"errcatalog":            fakeBase,
	"api":                   fakeEngine,
	"journal":               fakeParts,
	"snapshot":              fakeParts,
	"inspector":             fakeParts,
	"control":               fakeParts,
	"families/identity":     fakeParts,
	"families/certs":        fakeParts,
	"families/reservations": fakeParts,
	"families/routing":      fakeParts,
	"families/agents":       fakeParts,
	"families/eventing":     fakeParts,
	"families/platform":     fakeParts,
}

// noFamilies are the fake's packages that import no family: neither a
// group of families/ nor a family package of the SDK.
var noFamilies = map[string]bool{"errcatalog": true, "filter": true, "statefile": true, "journal": true, "snapshot": true, "inspector": true}

// checkFakePackage returns an error when dir, a folder of Go files under
// ingresstest/internal/, is not a package of the fake's design.
func checkFakePackage(dir string) error {
	name, ok := strings.CutPrefix(dir, fakeInternal)
	if _, known := fakeLayers[name]; ok && !known {
		return fmt.Errorf("%s is not a package of the fake's design: give it its row in CONTRIBUTING.md (Inside ingresstest) and in fakeLayers", dir)
	}
	return nil
}

// checkFakeImport returns an error when a non-test file of the package in
// dir, one of the fake's own packages, may not import imported: nothing
// there imports ingresstest; a package imports only the fake's packages
// of the layers below its own, none of its own layer; and those of
// noFamilies import no family. A package under ingresstest/internal/
// that the design does not name fails too.
func checkFakeImport(dir, imported string) error {
	name, ok := strings.CutPrefix(dir, fakeInternal)
	if !ok {
		return nil
	}
	if err := checkFakePackage(dir); err != nil {
		return err
	}
	from := fakeLayers[name]
	if imported == "ingresstest" {
		return fmt.Errorf("%s imports ingresstest, the public face above every package under %s", dir, fakeInternal)
	}
	if noFamilies[name] && (layerOf(imported) == families || strings.HasPrefix(imported, fakeInternal+"families/")) {
		return fmt.Errorf("%s imports %s, a family, which the journal, snapshots, the state file, the inspector and the filter may not", dir, imported)
	}
	other, ok := strings.CutPrefix(imported, fakeInternal)
	if !ok {
		return nil
	}
	to, known := fakeLayers[other]
	switch {
	case !known:
		return fmt.Errorf("%s imports %s, which is not a package of the fake's design", dir, imported)
	case to > from:
		return fmt.Errorf("%s (%s) imports %s (%s), a layer of the fake above its own",
			dir, fakeLayerNames[from], imported, fakeLayerNames[to])
	case to == from && other != name:
		return fmt.Errorf("%s imports %s, a package of its own layer of the fake (%s), which it must know nothing of",
			dir, imported, fakeLayerNames[to])
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
	undesigned := map[string]bool{}
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
		if err := checkFakePackage(dir); err != nil && !undesigned[dir] {
			undesigned[dir] = true
			t.Error(err)
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
		{"ingresstest/internal/filter", "ingresstest"},
		{"ingresstest/internal/families/agents", "ingresstest"},
		{"ingresstest/internal/filter", "apikeys"},
		{"ingresstest/internal/filter", "ingresstest/internal/store"},
		{"ingresstest/internal/filter", "ingresstest/internal/api"},
		{"ingresstest/internal/journal", "ingresstest/internal/families/identity"},
		{"ingresstest/internal/snapshot", "apikeys"},
		{"ingresstest/internal/snapshot", "ingresstest/internal/inspector"},
		{"ingresstest/internal/families/routing", "ingresstest/internal/families/agents"},
		{"ingresstest/internal/families/agents", "ingresstest/internal/control"},
		{"ingresstest/internal/api", "ingresstest/internal/journal"},
		{"ingresstest/internal/undesigned", "ingresstest/internal/store"},
		{"ingresstest/internal/api", "ingresstest/internal/undesigned"},
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
		{"ingresstest", "ingresstest/internal/filter"},
		{"ingresstest/internal/filter", "internal/cel"},
		{"ingresstest/internal/store", "apikeys"},
		{"ingresstest/internal/api", "ingresstest/internal/store"},
		{"ingresstest/internal/api", "ingresstest/internal/filter"},
		{"ingresstest/internal/families/agents", "ingresstest/internal/filter"},
		{"ingresstest/internal/families/agents", "endpoints"},
		{"ingresstest/internal/control", "ingresstest/internal/api"},
		{"ingresstest/internal/journal", "internal/redact"},
	} {
		if err := checkImport(tc.dir, tc.imported); err != nil {
			t.Errorf("refused a downward import: %v", err)
		}
	}
}

// TestFakeLayersAreTheDesign checks that fakeLayers names the packages of
// the table in CONTRIBUTING.md's "Inside ingresstest", and no other.
func TestFakeLayersAreTheDesign(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join(moduleRoot(t), "CONTRIBUTING.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(doc), "### Inside ingresstest")
	if !ok {
		t.Fatal("CONTRIBUTING.md has no section Inside ingresstest")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	var designed []string
	for line := range strings.Lines(section) {
		if name, ok := strings.CutPrefix(line, "| `"); ok {
			name, _, _ = strings.Cut(name, "`")
			designed = append(designed, strings.TrimSuffix(name, "/<group>"))
		}
	}
	var checked []string
	for name := range fakeLayers {
		top, _, _ := strings.Cut(name, "/")
		if !slices.Contains(checked, top) {
			checked = append(checked, top)
		}
	}
	slices.Sort(designed)
	slices.Sort(checked)
	if !slices.Equal(designed, checked) {
		t.Errorf("the packages of CONTRIBUTING.md's table are %v; fakeLayers has %v", designed, checked)
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
