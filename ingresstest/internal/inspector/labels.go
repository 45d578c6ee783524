package inspector

import (
	"encoding/json"
	"reflect"
	"time"
)

// labelFields are the fields that name a record for people, in the order
// the inspector prefers them: the first a record has and sets is its
// label.
var labelFields = []string{"Domain", "Name", "Addr", "Hostname", "PublicURL", "URL", "CIDR", "Type"}

// setupMarkerKey is the member of a record's metadata in which the
// ingress command (package setup) writes the name it manages the record
// by.
const setupMarkerKey = "ingress-setup"

// itemOf returns what the inspector lists of a record, read from its
// fields ID, Description, CreatedAt and the first of labelFields it has,
// or else the name in its metadata's setupMarkerKey.
func itemOf(rec any) itemView {
	v := reflect.Indirect(reflect.ValueOf(rec))
	if v.Kind() != reflect.Struct {
		return itemView{}
	}
	var it itemView
	it.ID = stringField(v, "ID")
	it.Description = stringField(v, "Description")
	for _, name := range labelFields {
		if it.Label = stringField(v, name); it.Label != "" {
			break
		}
	}
	if it.Label == "" {
		it.Label = markedName(stringField(v, "Metadata"))
	}
	if f := reflect.Indirect(v.FieldByName("CreatedAt")); f.IsValid() {
		if t, ok := f.Interface().(time.Time); ok {
			it.Created = t
		}
	}
	return it
}

// stringField returns the field name of the struct v when it is a string
// or a pointer to one (of any string type), or "".
func stringField(v reflect.Value, name string) string {
	f := reflect.Indirect(v.FieldByName(name))
	if !f.IsValid() || f.Kind() != reflect.String {
		return ""
	}
	return f.String()
}

// markedName returns the name that metadata holds under setupMarkerKey,
// or "" when metadata is not a JSON object with a string there.
func markedName(metadata string) string {
	var members map[string]any
	if json.Unmarshal([]byte(metadata), &members) != nil {
		return ""
	}
	name, _ := members[setupMarkerKey].(string)
	return name
}
