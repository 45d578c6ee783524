package ingresstest

import (
	"github.com/ingresskit/ingress/botusers"
	"github.com/ingresskit/ingress/internal/wire"
)

// registerBotUsers serves bot users. A bot user may own API keys and
// credentials; only admins manage bot users.
func registerBotUsers(s *Server) {
	serveResource(s, s.botUsers, resource[botusers.BotUser, botusers.CreateParams, botusers.UpdateParams]{
		Kind: wire.BotUserKind, Path: wire.BotUserPath, Member: wire.BotUserMember, Prefix: wire.BotUserPrefix,
		Create: s.createBotUser, Update: s.updateBotUser, Delete: deleteOwner[botusers.BotUser],
		Guard: adminOnly("bot user"),
	})
}

// createBotUser is the create hook of bot users: it builds the record of
// a new one, active unless the request says otherwise.
func (s *Server) createBotUser(c *call, p *botusers.CreateParams) (*botusers.BotUser, error) {
	return &botusers.BotUser{ID: c.ID, URI: c.URI, CreatedAt: c.Now, Name: p.Name, Active: derefOr(p.Active, true)}, nil
}

// updateBotUser is the update hook of bot users: it returns the record
// changed. Deactivating a bot suspends its API keys at once.
func (s *Server) updateBotUser(c *call, b botusers.BotUser, p *botusers.UpdateParams) (*botusers.BotUser, error) {
	setIf(&b.Name, p.Name)
	setIf(&b.Active, p.Active)
	return &b, nil
}
