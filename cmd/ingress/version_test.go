package main

import (
	"runtime"
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestVersion checks that the built command prints the module's version
// ("(devel)" or a version of the module), the Go version and the API
// version, for "version" and "--version" alike.
func TestVersion(t *testing.T) {
	r := runBin(t, nil, "", "version")
	assert.Equal(t, 0, r.code, "%+v", r)
	assert.Regexp(t, `^ingress (\(devel\)|v\d+\.\d+\.\d+\S*)\nGo go\d\S*\nngrok API version 2\n$`, r.stdout)
	assert.Empty(t, r.stderr)
	again := runBin(t, nil, "", "--version")
	assert.Equal(t, r, again)
}

// TestVersionText checks the version shown for each kind of build
// information: an installed module's version, and "(devel)" for a build
// from a checkout or a binary without build information.
func TestVersionText(t *testing.T) {
	installed := &debug.BuildInfo{Main: debug.Module{Path: "github.com/ingresskit/ingress", Version: "v1.4.0"}}
	assert.Equal(t, "ingress v1.4.0\nGo "+runtime.Version()+"\nngrok API version 2\n", versionText(installed, true))
	checkout := &debug.BuildInfo{Main: debug.Module{Path: "github.com/ingresskit/ingress", Version: "(devel)"}}
	assert.Equal(t, "ingress (devel)\nGo "+runtime.Version()+"\nngrok API version 2\n", versionText(checkout, true))
	assert.Equal(t, "ingress (devel)\nGo "+runtime.Version()+"\nngrok API version 2\n", versionText(nil, false))
	assert.Equal(t, "ingress (devel)\nGo "+runtime.Version()+"\nngrok API version 2\n", versionText(&debug.BuildInfo{}, true))
}
