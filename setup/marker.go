package setup

import "encoding/json"

// markerKey is the member of a managed resource's metadata that holds its
// name in the description.
const markerKey = "ingress-setup"

// textKey is the member under which Export keeps metadata that is not a
// JSON object of strings.
const textKey = "text"

// encodeMetadata returns the metadata of the resource named name with the
// other members members: a JSON object with sorted members.
func encodeMetadata(name string, members map[string]string) string {
	m := make(map[string]string, len(members)+1)
	for k, v := range members {
		m[k] = v
	}
	m[markerKey] = name
	b, _ := json.Marshal(m) // a map of strings always encodes
	return string(b)
}

// decodeMetadata reads metadata: the name in its marker (empty when it has
// none) and its other members. Metadata that is not a JSON object of
// strings is one member, "text".
func decodeMetadata(metadata string) (name string, members map[string]string) {
	if metadata == "" {
		return "", nil
	}
	var m map[string]string
	if err := json.Unmarshal([]byte(metadata), &m); err != nil || m == nil {
		return "", map[string]string{textKey: metadata}
	}
	name = m[markerKey]
	delete(m, markerKey)
	if len(m) == 0 {
		m = nil
	}
	return name, m
}
