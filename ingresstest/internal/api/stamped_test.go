package api

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

type stampedRecord struct {
	ID, URI   string
	CreatedAt time.Time
	Name      string
}

type updatedRecord struct {
	ID, URI              string
	CreatedAt, UpdatedAt time.Time
}

func TestStamperSetsIDURIAndCreationTime(t *testing.T) {
	now := time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
	rec := stampedRecord{Name: "kept"}
	NewStamper[stampedRecord]().Stamp(&rec, &Call{ID: "x_1", URI: "https://api/x/x_1", Now: now})
	assert.Equal(t, stampedRecord{ID: "x_1", URI: "https://api/x/x_1", CreatedAt: now, Name: "kept"}, rec)
}

func TestStamperStartsUpdateTimeAtCreationTime(t *testing.T) {
	now := time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
	var rec updatedRecord
	NewStamper[updatedRecord]().Stamp(&rec, &Call{ID: "x_1", URI: "/x/x_1", Now: now})
	assert.Equal(t, updatedRecord{ID: "x_1", URI: "/x/x_1", CreatedAt: now, UpdatedAt: now}, rec)
}

func TestStamperRefusesRecordsWithoutTheFields(t *testing.T) {
	assert.Panics(t, func() { NewStamper[struct{ ID, URI string }]() }, "no creation time")
	assert.Panics(t, func() {
		NewStamper[struct {
			ID        int
			URI       string
			CreatedAt time.Time
		}]()
	}, "an ID of another type")
	assert.Panics(t, func() {
		NewStamper[struct {
			ID, URI   string
			CreatedAt time.Time
			UpdatedAt *time.Time
		}]()
	}, "an update time of another type")
}
