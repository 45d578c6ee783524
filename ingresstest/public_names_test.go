package ingresstest_test

import (
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

var updateNames = flag.Bool("update-names", false, "rewrite testdata/public_names.txt from the package's sources instead of comparing")

// publicNamesFile lists every exported name of the package: its types,
// functions, variables and constants, and the exported fields and methods
// of its exported types.
const publicNamesFile = "testdata/public_names.txt"

// TestPublicNamesStay checks that no exported name of ingresstest is gone
// and that each exported type is defined here, not as an alias: the
// package is the public face of the fake, whatever moves behind it. A
// name added to the package is added to the list with -update-names.
func TestPublicNamesStay(t *testing.T) {
	names, aliases := publicNames(t, ".")
	for _, a := range aliases {
		t.Errorf("type %s is an alias: the public face defines its types", a)
	}
	if *updateNames {
		require.NoError(t, os.WriteFile(publicNamesFile, []byte(strings.Join(names, "\n")+"\n"), 0o644))
		return
	}
	data, err := os.ReadFile(publicNamesFile)
	require.NoError(t, err)
	listed := strings.Split(strings.TrimSpace(string(data)), "\n")
	for _, name := range listed {
		if _, found := slices.BinarySearch(names, name); !found {
			t.Errorf("%s is gone from package ingresstest", name)
		}
	}
	slices.Sort(listed)
	for _, name := range names {
		if _, found := slices.BinarySearch(listed, name); !found {
			t.Errorf("%s is not in %s: run go test -run TestPublicNamesStay -update-names", name, publicNamesFile)
		}
	}
}

// publicNames returns, sorted, the exported names that the non-test
// files of the package in dir declare, and the exported types declared
// as aliases.
func publicNames(t *testing.T, dir string) (names, aliases []string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	require.NoError(t, err)
	fset := token.NewFileSet()
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		require.NoError(t, err)
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				names = append(names, funcName(d)...)
			case *ast.GenDecl:
				n, a := genDeclNames(d)
				names, aliases = append(names, n...), append(aliases, a...)
			}
		}
	}
	slices.Sort(names)
	return slices.Compact(names), aliases
}

// funcName returns the name of an exported function, or of an exported
// method of an exported type as "Type.Method".
func funcName(d *ast.FuncDecl) []string {
	if !d.Name.IsExported() {
		return nil
	}
	if d.Recv == nil {
		return []string{"func " + d.Name.Name}
	}
	recv := d.Recv.List[0].Type
	if star, ok := recv.(*ast.StarExpr); ok {
		recv = star.X
	}
	switch r := recv.(type) {
	case *ast.IndexExpr:
		recv = r.X
	case *ast.IndexListExpr:
		recv = r.X
	}
	if id, ok := recv.(*ast.Ident); ok && id.IsExported() {
		return []string{id.Name + "." + d.Name.Name}
	}
	return nil
}

// genDeclNames returns the exported names a type, var or const
// declaration declares, with the exported fields and methods of its
// types, and the exported types it declares as aliases.
func genDeclNames(d *ast.GenDecl) (names, aliases []string) {
	for _, spec := range d.Specs {
		switch s := spec.(type) {
		case *ast.TypeSpec:
			if !s.Name.IsExported() {
				continue
			}
			if s.Assign.IsValid() {
				aliases = append(aliases, s.Name.Name)
			}
			names = append(names, "type "+s.Name.Name)
			names = append(names, memberNames(s.Name.Name, s.Type)...)
		case *ast.ValueSpec:
			for _, n := range s.Names {
				if n.IsExported() {
					names = append(names, d.Tok.String()+" "+n.Name)
				}
			}
		}
	}
	return names, aliases
}

// memberNames returns the exported fields of a struct type, or the
// methods of an interface type, named as "Type.Member".
func memberNames(typeName string, expr ast.Expr) []string {
	var fields *ast.FieldList
	switch e := expr.(type) {
	case *ast.StructType:
		fields = e.Fields
	case *ast.InterfaceType:
		fields = e.Methods
	default:
		return nil
	}
	var names []string
	for _, f := range fields.List {
		for _, n := range f.Names {
			if n.IsExported() {
				names = append(names, typeName+"."+n.Name)
			}
		}
		if len(f.Names) == 0 {
			if id, ok := f.Type.(*ast.Ident); ok && id.IsExported() {
				names = append(names, typeName+"."+id.Name)
			}
		}
	}
	return names
}
