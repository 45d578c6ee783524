package snapshot

import (
	"encoding/json"
	"fmt"
	"maps"
	"strings"
)

// legacyBotUsers is the table that snapshots written before bot users
// and service users were one collection kept bot users in.
const legacyBotUsers = "bot_users"

// foldBotUsers returns the tables of an account's snapshot with the bot
// users of a table legacyBotUsers, if it has one, moved to the table
// service_users, each as the service user of the same KSUID, with the URI
// of that ID. A bot user whose service user is there too is refused: the
// snapshot would hold two records of one user.
func foldBotUsers(tables map[string]json.RawMessage) (map[string]json.RawMessage, error) {
	raw, ok := tables[legacyBotUsers]
	if !ok {
		return tables, nil
	}
	users, bots := map[string]map[string]json.RawMessage{}, map[string]map[string]json.RawMessage{}
	if service := tables["service_users"]; len(service) > 0 {
		if err := json.Unmarshal(service, &users); err != nil {
			return nil, fmt.Errorf("table service_users: %w", err)
		}
	}
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &bots); err != nil {
			return nil, fmt.Errorf("table %s: %w", legacyBotUsers, err)
		}
	}
	for botID, rec := range bots {
		ksuid, ok := strings.CutPrefix(botID, "bot_")
		if !ok || rec == nil {
			return nil, fmt.Errorf("table %s: record %q is not a bot user", legacyBotUsers, botID)
		}
		id := "service_" + ksuid
		if _, clash := users[id]; clash {
			return nil, fmt.Errorf("table %s: bot user %q is also the service user %q of the snapshot", legacyBotUsers, botID, id)
		}
		var uri string
		if err := json.Unmarshal(rec["uri"], &uri); err != nil {
			return nil, fmt.Errorf("table %s: bot user %q: %w", legacyBotUsers, botID, err)
		}
		if base, found := strings.CutSuffix(uri, "/bot_users/"+botID); found {
			uri = base + "/service_users/" + id
		}
		rec["id"], _ = json.Marshal(id)
		rec["uri"], _ = json.Marshal(uri)
		users[id] = rec
	}
	merged, err := json.Marshal(users)
	if err != nil {
		return nil, err
	}
	out := maps.Clone(tables)
	delete(out, legacyBotUsers)
	out["service_users"] = merged
	return out, nil
}
