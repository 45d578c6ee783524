package setup

import (
	"context"
	"fmt"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/sshcerts"
)

// checkUses returns an *InUseError of every reference among refs from a
// user that changes, the deletes of a destroy plan, do not delete before
// the resource it refers to, when changes delete that resource; nil when
// there is none. A user goes with its parent (a route with its edge).
func checkUses(changes []*Change, refs []reference) error {
	deleted := make(map[string]*Change, len(changes))
	for _, c := range changes {
		deleted[c.ID] = c
	}
	var uses []Use
	for _, r := range refs {
		target, ok := deleted[r.target]
		if !ok {
			continue
		}
		by, ok := deleted[r.by.id]
		if !ok && r.by.parent != "" {
			by, ok = deleted[r.by.parent]
		}
		if ok && by.step.compare(target.step) < 0 {
			continue
		}
		uses = append(uses, Use{Kind: target.Kind, Name: target.Name, ID: target.ID,
			ByKind: r.by.kind, ByID: r.by.id, ByParent: r.by.parent, ByName: r.by.name, ByDescription: r.by.description,
			Field: r.field, DeletedAfter: ok})
	}
	if len(uses) == 0 {
		return nil
	}
	return &InUseError{Uses: sortUses(uses)}
}

// sshCertificateRefs returns the references of the SSH host and user
// certificates of the account to the authorities that signed them, which
// the API does not delete while a certificate they signed exists. Setup
// reads neither kind otherwise, so it lists them only when changes delete
// an SSH certificate authority.
func sshCertificateRefs(ctx context.Context, c *ingress.Client, changes []*Change) ([]reference, error) {
	for _, ch := range changes {
		if ch.Kind == "ssh_certificate_authority" {
			return listSSHCertificateRefs(ctx, sshcerts.NewClient(c))
		}
	}
	return nil, nil
}

// listSSHCertificateRefs lists the SSH host and user certificates of sc
// and returns their references to their authorities.
func listSSHCertificateRefs(ctx context.Context, sc *sshcerts.Client) ([]reference, error) {
	var out []reference
	for cert, err := range sc.HostCertificates.List(ctx, nil).All() {
		if err != nil {
			return nil, fmt.Errorf("listing SSH host certificates: %w", err)
		}
		u := user{kind: "ssh_host_certificate", id: cert.ID, description: cert.Description}
		out = append(out, u.to("ssh_certificate_authority_id", cert.AuthorityID)...)
	}
	for cert, err := range sc.UserCertificates.List(ctx, nil).All() {
		if err != nil {
			return nil, fmt.Errorf("listing SSH user certificates: %w", err)
		}
		u := user{kind: "ssh_user_certificate", id: cert.ID, description: cert.Description}
		out = append(out, u.to("ssh_certificate_authority_id", cert.AuthorityID)...)
	}
	return out, nil
}
