package ingresstest

// Error codes of the names and values of vaults and secrets, with status
// 400: the public error reference's, which gives no status. The SDK
// checks the same rules before sending (ingress.IsValidation); the rules
// in package validate carry these codes (validate.CodedError).
const (
	// CodeVaultNameInvalid: a vault name with a character other than a
	// letter, a digit, "_", "/", "." or "-" (see docs/BEHAVIOUR.md on
	// "-"), or one that is not UTF-8.
	CodeVaultNameInvalid = "ERR_NGROK_23000"
	// CodeVaultNameEmpty: a vault without a name.
	CodeVaultNameEmpty = "ERR_NGROK_23001"
	// CodeVaultNameTooLong: a vault name over 255 characters.
	CodeVaultNameTooLong = "ERR_NGROK_23002"
	// CodeSecretNameInvalid: a secret name with a character that vault
	// names may not have either.
	CodeSecretNameInvalid = "ERR_NGROK_24000"
	// CodeSecretNameEmpty: a secret without a name.
	CodeSecretNameEmpty = "ERR_NGROK_24001"
	// CodeSecretNameTooLong: a secret name over 255 characters.
	CodeSecretNameTooLong = "ERR_NGROK_24002"
	// CodeSecretValueEmpty: a secret with an empty value.
	CodeSecretValueEmpty = "ERR_NGROK_24003"
	// CodeSecretValueTooLong: a secret value over 64 KiB.
	CodeSecretValueTooLong = "ERR_NGROK_24004"
	// CodeSecretVaultMissing: a new secret with neither vault_id nor
	// vault_name.
	CodeSecretVaultMissing = "ERR_NGROK_24008"
)

// Error codes of reserved addresses, with status 400: the public error
// reference's, which gives no status. The SDK checks the same rules
// before sending.
const (
	// CodeUnknownRegion: a region that is not one of
	// reservedaddrs.Regions; the message lists them.
	CodeUnknownRegion = "ERR_NGROK_500"
	// CodeAddrDescriptionTooLong: a description over 255 characters;
	// the message gives the limit and the length.
	CodeAddrDescriptionTooLong = "ERR_NGROK_504"
	// CodeAddrUpdateEmpty: an update that supplies neither description
	// nor metadata.
	CodeAddrUpdateEmpty = "ERR_NGROK_506"
)

// Error codes of quotas (see WithQuotas), with status 400: the public
// error reference's, which gives no status.
const (
	// CodeVaultQuota: a vault over the quota of vaults.
	CodeVaultQuota = "ERR_NGROK_23005"
	// CodeSecretQuota: a secret over the quota of secrets, which counts
	// those of every vault. The reference's message names the vault the
	// secret was for.
	CodeSecretQuota = "ERR_NGROK_24007"
	// CodeReservedAddrQuota: a reserved address over the quota of
	// reserved addresses. The reference has the same message under
	// ERR_NGROK_508; see docs/BEHAVIOUR.md.
	CodeReservedAddrQuota = "ERR_NGROK_502"
)
