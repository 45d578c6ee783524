package setup

import (
	"fmt"
	"strings"

	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/internal/validate"
)

// checkFixedFields records each change that the plan would send as an
// update although the API refuses it, for a field fixed at creation that
// the kind does not replace: a managed event destination described with
// a target of another kind (ERR_NGROK_5108). A destination is not
// replaced, since its subscriptions would keep the deleted one.
func (p *planner) checkFixedFields() {
	st, ok := p.read["event_destination"].(*state[events.Destination])
	if !ok {
		return
	}
	kinds := make(map[string]string, len(st.items))
	for _, it := range st.items {
		if it.managed {
			kinds[it.id.String()] = it.v.Target.Kind()
		}
	}
	for i, d := range p.want.EventDestinations {
		have, ok := kinds[d.Name]
		if want := d.Target.Kind(); ok && want != "" && want != have {
			p.problems.add(fmt.Sprintf("event_destinations[%d].target", i), "",
				fmt.Errorf("is a %s target where the destination has a %s one, and the API does not change a destination's kind of target (ERR_NGROK_5108): describe a destination of another name for it", want, have))
		}
	}
}

// checkSSHKeys records a described SSH credential whose public key,
// comments aside, another described credential has, or a credential of
// the account that is not the same described one: an account holds each
// key once (ERR_NGROK_609), and the plan deletes only after it creates.
func (p *planner) checkSSHKeys() {
	held := make(map[string]holder)
	if st, ok := p.read["ssh_credential"].(*state[credentials.SSH]); ok {
		for _, it := range st.items {
			held[validate.SSHKeyBody(it.v.PublicKey)] = existingHolder("ssh_credential", it.v.ID, it.id, it.managed)
		}
	}
	described := make(map[string]holder)
	for i, c := range p.want.SSHCredentials {
		d := holder{kind: "ssh_credential", name: c.Name}
		key := validate.SSHKeyBody(strings.TrimSpace(c.PublicKey))
		path := fmt.Sprintf("ssh_credentials[%d].public_key", i)
		if other, ok := described[key]; ok {
			p.problems.add(path, "", fmt.Errorf("is also the key of %s: an account holds each SSH key once", other))
			continue
		}
		described[key] = d
		if h, ok := held[key]; ok && !h.same(d) {
			p.problems.add(path, "", fmt.Errorf("is the key of %s: an account holds each SSH key once (ERR_NGROK_609); adopt it, or delete it first", h))
		}
	}
}
