package vaults_test

import (
	"context"
	"fmt"
	"log"
	"log/slog"
	"os"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/vaults"
)

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	c := vaults.NewClient(srv.Client())

	v, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod", Description: new("production credentials")})
	if err != nil {
		log.Fatal(err)
	}
	sec, err := c.Secrets.Create(ctx, &vaults.SecretCreateParams{
		VaultID: v.ID, Name: "db-password", Value: vaults.NewValue("correct horse battery staple"),
	})
	if err != nil {
		log.Fatal(err)
	}
	// Traffic Policy documents read it as secrets.get("prod", "db-password").
	fmt.Println(sec.VaultName, sec.Name)
	// Output:
	// prod db-password
}

// A Value never shows its text, whatever prints it.
func ExampleValue() {
	p := vaults.SecretCreateParams{VaultName: "prod", Name: "api-token", Value: vaults.NewValue("s3cr3t")}
	fmt.Printf("%v\n%+v\n", p.Value, p)
	slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{
		ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey {
				return slog.Attr{}
			}
			return a
		},
	})).Info("creating", "params", p)
	// Output:
	// [REDACTED]
	// {VaultID: VaultName:prod Name:api-token Value:[REDACTED] Description:<nil> Metadata:<nil>}
	// level=INFO msg=creating params.vault_id="" params.vault_name=prod params.name=api-token params.value=[REDACTED]
}

func ExampleSecretClient_ListByVault() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	c := vaults.NewClient(srv.Client())

	v, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod"})
	if err != nil {
		log.Fatal(err)
	}
	for _, name := range []string{"db-password", "api-token"} {
		if _, err := c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultName: "prod", Name: name, Value: vaults.NewValue("x")}); err != nil {
			log.Fatal(err)
		}
	}
	for s, err := range c.Secrets.ListByVault(ctx, v.ID, nil).All() {
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(s.Name)
	}
	// Output:
	// api-token
	// db-password
}

// A vault must be empty to be deleted.
func ExampleVaultClient_Delete() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	c := vaults.NewClient(srv.Client())

	v, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod"})
	if err != nil {
		log.Fatal(err)
	}
	sec, err := c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultID: v.ID, Name: "token", Value: vaults.NewValue("x")})
	if err != nil {
		log.Fatal(err)
	}
	err = c.Vaults.Delete(ctx, v.ID)
	fmt.Println(ingress.IsErrorCode(err, ingresstest.CodeVaultNotEmpty))

	if err := c.Secrets.Delete(ctx, sec.ID); err != nil {
		log.Fatal(err)
	}
	fmt.Println(c.Vaults.Delete(ctx, v.ID))
	// Output:
	// true
	// <nil>
}
