package credentials_test

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"fmt"
	"log"
	"strings"

	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
)

func ExampleTunnelClient_Create() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	creds := credentials.NewClient(srv.Client())
	ctx := context.Background()

	cr, err := creds.Tunnel.Create(ctx, &credentials.TunnelCreateParams{
		Description: new("staging agent"),
		ACL:         []string{"bind:*.staging.example.com", "bind:env=staging"},
	})
	if err != nil {
		log.Fatal(err)
	}
	// Store the token now: the API never shows it again.
	fmt.Println("token shown:", cr.Token != nil)
	fmt.Println("acl:", cr.ACL)

	again, err := creds.Tunnel.Get(ctx, cr.ID)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("token shown again:", again.Token != nil)
	// Output:
	// token shown: true
	// acl: [bind:*.staging.example.com bind:env=staging]
	// token shown again: false
}

func ExampleTunnelClient_Update() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	creds := credentials.NewClient(srv.Client())
	ctx := context.Background()

	cr, err := creds.Tunnel.Create(ctx, &credentials.TunnelCreateParams{ACL: []string{"bind:app.example.com"}})
	if err != nil {
		log.Fatal(err)
	}
	// Without ACL, an update keeps the rules.
	cr, err = creds.Tunnel.Update(ctx, cr.ID, &credentials.TunnelUpdateParams{Description: new("app agent")})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s: %q\n", cr.Description, cr.ACL)
	// An empty list removes every rule.
	cr, err = creds.Tunnel.Update(ctx, cr.ID, &credentials.TunnelUpdateParams{ACL: []string{}})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s: %q\n", cr.Description, cr.ACL)
	// Output:
	// app agent: ["bind:app.example.com"]
	// app agent: []
}

func ExampleTunnelCreateParams_Validate() {
	params := &credentials.TunnelCreateParams{ACL: []string{"bind:example.com:80", "bind:*"}}
	err := params.Validate()
	fmt.Println(ingress.IsValidation(err))
	fmt.Println(err)
	// Output:
	// true
	// ingress: invalid acl[1]: rule "bind:*" binds nothing in particular: the rule "*" permits everything
}

func ExampleSSHClient_Create() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	creds := credentials.NewClient(srv.Client())

	// The public half of the key pair the SSH gateway will accept, in
	// authorized-keys format (like ~/.ssh/id_ed25519.pub).
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		log.Fatal(err)
	}
	key, err := ssh.NewPublicKey(pub)
	if err != nil {
		log.Fatal(err)
	}
	authorized := strings.TrimSpace(string(ssh.MarshalAuthorizedKey(key)))

	cr, err := creds.SSH.Create(context.Background(), &credentials.SSHCreateParams{
		PublicKey:   authorized,
		Description: new("build server"),
		ACL:         []string{"bind:builds.example.com"},
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(cr.Description, cr.ACL, strings.HasPrefix(cr.PublicKey, "ssh-ed25519 "))
	// Output:
	// build server [bind:builds.example.com] true
}
