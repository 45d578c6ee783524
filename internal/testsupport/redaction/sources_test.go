package redaction

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestRegistryListsEveryExportedStruct(t *testing.T) {
	declared := declaredStructs(t)
	if len(declared) < 300 {
		t.Fatalf("found only %d exported struct types: the walk missed the tree", len(declared))
	}
	listed := map[string]bool{}
	for _, typ := range registry {
		name := typeName(typ)
		if listed[name] {
			t.Errorf("%s is listed twice", name)
		}
		listed[name] = true
	}
	reasoned := map[string]bool{}
	for name := range outOfReach {
		if !strings.HasPrefix(name, "ingresstest/internal/") {
			t.Errorf("%s is in outOfReach but this package may import it: list it in the registry", name)
		}
		reasoned[module+"/"+name] = true
	}
	checked := checkedStructs(t)
	for name, test := range checkedInPlace {
		switch {
		case !strings.HasPrefix(name, "ingresstest/internal/"):
			t.Errorf("%s is in checkedInPlace but this package may import it: list it in the registry", name)
		case outOfReach[name] != "":
			t.Errorf("%s is in both checkedInPlace and outOfReach: it is checked, or it is not", name)
		case !slices.Contains(checked[module+"/"+name], test):
			t.Errorf("%s is in checkedInPlace as checked by %s, but no test of that name in its package calls redaction.CheckNoSecretShows with reflect.TypeFor of it", name, test)
		}
		reasoned[module+"/"+name] = true
	}
	for name, tests := range checked {
		if _, ok := checkedInPlace[strings.TrimPrefix(name, module+"/")]; !ok {
			t.Errorf("%s is checked by %v but not in checkedInPlace: add it there with the name of its test", name, tests)
		}
	}
	for _, name := range declared {
		if reasoned[name] {
			delete(reasoned, name)
			continue
		}
		if !listed[name] {
			t.Errorf("%s is not in the registry of registry_test.go: add it, so that its secrets are checked (or, under ingresstest/internal/, check it from a test of its own package with CheckNoSecretShows and add it to checkedInPlace, or add it to outOfReach with why it shows none)", name)
		}
		delete(listed, name)
	}
	for name := range listed {
		t.Errorf("%s is in the registry but declared nowhere", name)
	}
	for name := range reasoned {
		t.Errorf("%s is in outOfReach or checkedInPlace but declared nowhere", name)
	}
}

// typeName is a type's package path, a dot and its name, without the type
// arguments of a generic type.
func typeName(t reflect.Type) string {
	name, _, _ := strings.Cut(t.Name(), "[")
	return t.PkgPath() + "." + name
}

// declaredStructs parses the module's sources and returns the name (see
// typeName) of every exported struct type of its packages, leaving out the
// commands, the examples and the test support.
func declaredStructs(t *testing.T) []string {
	t.Helper()
	root := filepath.Join("..", "..", "..") // the module root, from this package's directory, where go test runs
	var names []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if p != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" ||
				rel == "cmd" || rel == "examples" || rel == "internal/testsupport") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.SkipObjectResolution)
		if err != nil || f.Name.Name == "main" {
			return err
		}
		pkg := path.Join(module, path.Dir(rel))
		for _, decl := range f.Decls {
			if g, ok := decl.(*ast.GenDecl); ok && g.Tok == token.TYPE {
				for _, spec := range g.Specs {
					ts := spec.(*ast.TypeSpec)
					if _, ok := ts.Type.(*ast.StructType); ok && ts.Name.IsExported() {
						names = append(names, pkg+"."+ts.Name.Name)
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(names)
	return names
}

// redactionPath is the import path of this package, as the tests that call
// CheckNoSecretShows import it.
const redactionPath = module + "/internal/testsupport/redaction"

// checkedStructs parses the test files of the packages under
// ingresstest/internal/ and returns, by the name of each struct type (see
// typeName), the tests of its own package that check it: the functions
// Test... whose body calls CheckNoSecretShows of this package with
// reflect.TypeFor of the type, or of an instance of it, among the
// arguments.
func checkedStructs(t *testing.T) map[string][]string {
	t.Helper()
	root := filepath.Join("..", "..", "..")
	checked := map[string][]string{}
	err := filepath.WalkDir(filepath.Join(root, "ingresstest", "internal"), func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, "_test.go") {
			return nil
		}
		rel, err := filepath.Rel(root, filepath.Dir(p))
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		pkg := path.Join(module, filepath.ToSlash(rel))
		for name, test := range checksOfFile(f, pkg) {
			checked[name] = append(checked[name], test...)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return checked
}

// checksOfFile returns, by type name, the tests of the file f, a test file
// of the package pkg, that check a struct of pkg (see checkedStructs).
func checksOfFile(f *ast.File, pkg string) map[string][]string {
	imports := map[string]string{}
	for _, spec := range f.Imports {
		p := strings.Trim(spec.Path.Value, `"`)
		name := path.Base(p)
		if spec.Name != nil {
			name = spec.Name.Name
		}
		imports[name] = p
	}
	// calls reports whether e is pkgPath.name of an imported package.
	calls := func(e ast.Expr, pkgPath, name string) bool {
		sel, ok := e.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != name {
			return false
		}
		x, ok := sel.X.(*ast.Ident)
		return ok && imports[x.Name] == pkgPath
	}
	// typeOf returns the name of the type t, "" for one not of pkg.
	typeOf := func(t ast.Expr) string {
		switch g := t.(type) {
		case *ast.IndexExpr:
			t = g.X
		case *ast.IndexListExpr:
			t = g.X
		}
		switch t := t.(type) {
		case *ast.Ident:
			if !strings.HasSuffix(f.Name.Name, "_test") {
				return pkg + "." + t.Name
			}
		case *ast.SelectorExpr:
			if x, ok := t.X.(*ast.Ident); ok && imports[x.Name] == pkg {
				return pkg + "." + t.Sel.Name
			}
		}
		return ""
	}
	checks := map[string][]string{}
	for _, decl := range f.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok || fn.Recv != nil || fn.Body == nil || !strings.HasPrefix(fn.Name.Name, "Test") {
			continue
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || !calls(call.Fun, redactionPath, "CheckNoSecretShows") {
				return true
			}
			for _, arg := range call.Args {
				typeFor, ok := arg.(*ast.CallExpr)
				if !ok {
					continue
				}
				if ix, ok := typeFor.Fun.(*ast.IndexExpr); ok && calls(ix.X, "reflect", "TypeFor") {
					if name := typeOf(ix.Index); name != "" && !slices.Contains(checks[name], fn.Name.Name) {
						checks[name] = append(checks[name], fn.Name.Name)
					}
				}
			}
			return true
		})
	}
	return checks
}

// TestChecksOfFileFindsTheCheckedTypes checks that checksOfFile finds the
// types a test checks, as the package's own tests and its external tests
// name them, and nothing that is not such a check.
func TestChecksOfFileFindsTheCheckedTypes(t *testing.T) {
	const pkg = module + "/ingresstest/internal/part"
	for _, c := range []struct {
		name, src string
		want      map[string][]string
	}{{
		name: "the package's own test",
		src: `package part
import (
	"reflect"
	"testing"
	rd "` + redactionPath + `"
	"` + module + `/ingresstest/internal/other"
)
	func TestA(t *testing.T) {
	rd.CheckNoSecretShows(t, reflect.TypeFor[Record](), reflect.TypeFor[Box[int]](), reflect.TypeFor[other.Thing]())
}
	func TestB(t *testing.T) { rd.CheckNoSecretShows(t, reflect.TypeFor[Record]()) }
	func TestC(t *testing.T) { _ = []reflect.Type{reflect.TypeFor[Unchecked]()} }
	func helper(t *testing.T) { rd.CheckNoSecretShows(t, reflect.TypeFor[Helped]()) }`,
		want: map[string][]string{pkg + ".Record": {"TestA", "TestB"}, pkg + ".Box": {"TestA"}},
	}, {
		name: "an external test",
		src: `package part_test
import (
	"reflect"
	"testing"
	"` + redactionPath + `"
	"` + pkg + `"
)
type Own struct{}
	func TestD(t *testing.T) {
	redaction.CheckNoSecretShows(t, reflect.TypeFor[part.Record](), reflect.TypeFor[Own]())
}`,
		want: map[string][]string{pkg + ".Record": {"TestD"}},
	}} {
		f, err := parser.ParseFile(token.NewFileSet(), "x_test.go", c.src, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		if got := checksOfFile(f, pkg); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}
