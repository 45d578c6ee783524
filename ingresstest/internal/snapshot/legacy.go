package snapshot

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/store"

	"github.com/ingresskit/ingress/serviceusers"
)

// legacyBotUsers is the table that snapshots written before bot users
// and service users were one collection kept bot users in.
const legacyBotUsers = "bot_users"

// foldBotUsers adds the bot users of raw, a table legacyBotUsers of an
// older snapshot (nothing when it is empty), to the service users of
// fresh, each as the service user of the same KSUID, with the URI of
// that ID, once rewrite has rewritten their URIs. A bot user whose
// service user is there too is refused: the snapshot would hold two
// records of one user.
func foldBotUsers(fresh *store.Store, raw json.RawMessage, rewrite func(json.RawMessage) (json.RawMessage, error)) error {
	if len(raw) == 0 {
		return nil
	}
	raw, err := rewrite(raw)
	if err != nil {
		return err
	}
	bots := store.NewTable[serviceusers.ServiceUser]()
	if err := bots.Import(raw); err != nil {
		return err
	}
	var clash error
	bots.All(func(botID string, b *serviceusers.ServiceUser) bool {
		ksuid, ok := strings.CutPrefix(botID, "bot_")
		if !ok {
			clash = fmt.Errorf("record %q is not a bot user", botID)
			return false
		}
		id := "service_" + ksuid
		if fresh.ServiceUsers.Has(id) {
			clash = fmt.Errorf("bot user %q is also the service user %q of the snapshot", botID, id)
			return false
		}
		u := *b
		u.ID = id
		if base, found := strings.CutSuffix(u.URI, "/bot_users/"+botID); found {
			u.URI = base + "/service_users/" + id
		}
		fresh.ServiceUsers.Put(id, &u)
		return true
	})
	return clash
}
