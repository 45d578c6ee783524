package setup

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/apikeys"
)

// TestFieldOfReadsFields checks that fieldOf reads a field of the type
// itself and one promoted from an embedded struct, from the value given.
func TestFieldOfReadsFields(t *testing.T) {
	id := fieldOf[string, apikeys.APIKey]("ID")
	assert.Equal(t, "ak_1", id(&apikeys.APIKey{ID: "ak_1"}))
	assert.Equal(t, "ak_2", id(&apikeys.APIKey{ID: "ak_2"}))

	description := fieldOf[string, APIKey]("Description")
	assert.Equal(t, "ci", description(&APIKey{Name: "ci", Common: Common{Description: "ci"}}))
	assert.Empty(t, description(&APIKey{Name: "ci"}))
}

// TestFieldOfRefusesMissingFields checks that fieldOf panics when it is
// built, not when it reads, for a field the type lacks or has with another
// type.
func TestFieldOfRefusesMissingFields(t *testing.T) {
	assert.PanicsWithValue(t, "setup: setup.edgeRoute has no field Name of type string", func() { fieldOf[string, edgeRoute]("Name") })
	assert.PanicsWithValue(t, "setup: setup.Common has no field Metadata of type string", func() { fieldOf[string, Common]("Metadata") })
}
