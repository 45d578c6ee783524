package ingresstest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ingresstest/internal/inspector"
)

// TestInspectorConstantsAreTheInspectors checks that the path and the
// session time that ingresstest documents are those that the inspector
// serves, its templates name and its cookies last.
func TestInspectorConstantsAreTheInspectors(t *testing.T) {
	assert.Equal(t, ingresstest.InspectorPath, inspector.Path)
	assert.Equal(t, ingresstest.InspectorSessionTime, inspector.SessionTime)
}
