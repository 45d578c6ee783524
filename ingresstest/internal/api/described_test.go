package api

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

type describedRecord struct {
	ID, Description, Metadata string
}

func TestDescriberSetsWhatParamsSupply(t *testing.T) {
	d := NewDescriber[describedRecord, struct{ Description, Metadata *string }]()
	rec := describedRecord{ID: "x", Description: "old", Metadata: "kept"}
	d.Describe(&rec, &struct{ Description, Metadata *string }{Description: new("new")})
	assert.Equal(t, describedRecord{ID: "x", Description: "new", Metadata: "kept"}, rec)

	d.Describe(&rec, &struct{ Description, Metadata *string }{Description: new(""), Metadata: new("m")})
	assert.Equal(t, describedRecord{ID: "x", Description: "", Metadata: "m"}, rec, "an empty value is supplied too")
}

func TestDescriberLeavesFieldsParamsLack(t *testing.T) {
	d := NewDescriber[describedRecord, struct{ Metadata *string }]()
	rec := describedRecord{Description: "kept"}
	d.Describe(&rec, &struct{ Metadata *string }{Metadata: new("m")})
	assert.Equal(t, describedRecord{Description: "kept", Metadata: "m"}, rec)
}

func TestDescriberRefusesParamsTheRecordCannotHold(t *testing.T) {
	assert.Panics(t, func() { NewDescriber[struct{ ID string }, struct{ Description *string }]() }, "a field the record lacks")
	assert.Panics(t, func() { NewDescriber[describedRecord, struct{ Metadata *int }]() }, "a field of another type")
}
