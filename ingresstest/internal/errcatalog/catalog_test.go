package errcatalog_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest/internal/errcatalog"
)

// referencePages is the number of pages of the error reference,
// errors/err_ngrok_N.mdx in ngrok-docs at commit 56a5f99.
const referencePages = 1608

// TestPagesOncePerCode checks that the catalogue has one entry per page of
// the error reference, in the order of their codes.
func TestPagesOncePerCode(t *testing.T) {
	pages := errcatalog.Pages()
	require.Len(t, pages, referencePages)
	for i := 1; i < len(pages); i++ {
		assert.Less(t, pages[i-1].Code, pages[i].Code, "entries %d and %d are out of order or the same code", i-1, i)
	}
	for _, e := range errcatalog.WithoutPage() {
		for _, p := range pages {
			assert.NotEqual(t, p.Code, e.Code, "%s has a page, so it is not one without", e.Name())
		}
	}
}

// TestEntriesAreWhole checks that each entry says what its class needs:
// a condition on one line, a note where the class asks for one, and a
// status with a source, or none at all.
func TestEntriesAreWhole(t *testing.T) {
	for _, e := range errcatalog.Entries() {
		name := e.Name()
		assert.NotEmpty(t, strings.TrimSpace(e.When), "%s: no condition", name)
		assert.NotContains(t, e.When, "\n", "%s: the condition is not one line", name)
		assert.Contains(t, []errcatalog.Class{errcatalog.Served, errcatalog.Servable, errcatalog.Platform, errcatalog.NotAPI}, e.Class, "%s: no class", name)
		if e.Class == errcatalog.Platform || e.Class == errcatalog.NotAPI {
			assert.NotEmpty(t, e.Note, "%s: a %v entry says what the fake lacks or whose error it is", name, e.Class)
		}
		switch e.StatusFrom {
		case errcatalog.NoStatus:
			assert.Zero(t, e.Status, "%s: a status without a source", name)
		case errcatalog.FromDocs:
			assert.NotEmpty(t, e.StatusDoc, "%s: a status from the docs names its page", name)
		case errcatalog.FromFake:
			assert.Equal(t, errcatalog.Served, e.Class, "%s: only a served code has a status of the fake's choice", name)
		}
		if e.StatusFrom != errcatalog.NoStatus {
			assert.True(t, e.Status >= 400 && e.Status <= 599, "%s: status %d is not an error's", name, e.Status)
		}
		if e.Class == errcatalog.Served {
			assert.NotEqual(t, errcatalog.NoStatus, e.StatusFrom, "%s: a served code has a status", name)
		}
	}
	for _, e := range errcatalog.WithoutPage() {
		assert.NotEmpty(t, e.Note, "%s: a code without a page says where it is known from", e.Name())
	}
	for _, e := range errcatalog.Own() {
		assert.Zero(t, e.Code, "%s: an own code has no number", e.Own)
		assert.True(t, strings.HasPrefix(e.Own, "ERR_INGRESSTEST_"), "%s is not an own code", e.Own)
		assert.Equal(t, errcatalog.Served, e.Class, "%s: an own code is the fake's, so served", e.Own)
		assert.NotEmpty(t, e.Note, "%s: why no code of the API fits", e.Own)
	}
}

// TestLookup checks that each entry is found by its name, and that only
// the served codes of the API have a status for the fake's answers.
func TestLookup(t *testing.T) {
	for _, e := range errcatalog.Entries() {
		got, ok := errcatalog.Lookup(e.Name())
		require.True(t, ok, e.Name())
		assert.Equal(t, e, got)
		status, ok := errcatalog.ServedStatus(e.Name())
		if e.Class == errcatalog.Served && e.Own == "" {
			assert.True(t, ok, e.Name())
			assert.Equal(t, e.Status, status, e.Name())
		} else {
			assert.False(t, ok, "%s is no served code of the API", e.Name())
		}
	}
	for _, code := range []string{"", "ERR_NGROK_", "ERR_NGROK_999999", "err_ngrok_446", "ERR_INGRESSTEST_NOPE"} {
		_, ok := errcatalog.Lookup(code)
		assert.False(t, ok, "%q", code)
		_, ok = errcatalog.ServedStatus(code)
		assert.False(t, ok, "%q", code)
	}
}
