package setup

// byMarker identifies a resource by the marker in its metadata: it is
// managed when it has one.
func byMarker(metadata string) (ident, bool) {
	name, _ := decodeMetadata(metadata)
	return ident{name: name}, name != ""
}

// withCommon appends the compared fields of c, a described resource's
// description and metadata members.
func (fs fields) withCommon(c Common) fields {
	return fs.add("description", c.Description).add("metadata", c.Metadata)
}

// haveCommon appends the compared fields of an existing resource's
// description and metadata, without the marker.
func (fs fields) haveCommon(description, metadata string) fields {
	_, members := decodeMetadata(metadata)
	return fs.add("description", description).add("metadata", members)
}

// describeCommon returns the Common of an existing resource, without the
// marker.
func describeCommon(description, metadata string) Common {
	_, members := decodeMetadata(metadata)
	return Common{Description: description, Metadata: members}
}

// metadataOf returns the metadata to send for the resource named name.
func metadataOf(name string, c Common) *string {
	return new(encodeMetadata(name, c.Metadata))
}

// withCommonChanged reports whether changed holds the field own or the
// fields of Common: the description, the metadata or the marker (which
// an adoption writes). They are what an edge's own update sends.
func withCommonChanged(changed map[string]bool, own string) bool {
	return changed[own] || changed["description"] || changed["metadata"] || changed["marker"]
}
