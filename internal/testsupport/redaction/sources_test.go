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

const module = "github.com/ingresskit/ingress"

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
	for _, name := range declared {
		if reasoned[name] {
			delete(reasoned, name)
			continue
		}
		if !listed[name] {
			t.Errorf("%s is not in the registry of registry_test.go: add it, so that its secrets are checked (or, under ingresstest/internal/, to outOfReach with why it shows none)", name)
		}
		delete(listed, name)
	}
	for name := range listed {
		t.Errorf("%s is in the registry but declared nowhere", name)
	}
	for name := range reasoned {
		t.Errorf("%s is in outOfReach but declared nowhere", name)
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
