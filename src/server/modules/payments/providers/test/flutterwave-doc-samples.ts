// Flutterwave's own published examples, kept as the tests' fixtures byte for byte.

/** Flutterwave/Node-v3 documentation/collections.md, "Tanzania mobile money", Sample Response. */
export const TANZANIA_CHARGE_ANSWER = `{
    "status": "success",
    "message": "Charge initiated",
    "data": {
        "id": 976392302,
        "tx_ref": "MC-158523s09v5050e8",
        "flw_ref": "SWWD88181689192176819143",
        "device_fingerprint": "62wd23423rq324323qew1",
        "amount": 150,
        "charged_amount": 150,
        "app_fee": 1000,
        "merchant_fee": 0,
        "processor_response": "request successful 20230712200256022250 Payment Request has been Accepted Successfully Waiting for Confirmation",
        "auth_model": "MOBILEMONEY",
        "currency": "TZS",
        "ip": "154.123.220.1",
        "narration": "Adekunle Odujoko",
        "status": "pending",
        "payment_type": "mobilemoneytz",
        "fraud_status": "ok",
        "charge_type": "normal",
        "created_at": "2023-07-12T20:02:56.000Z",
        "account_id": 1834035,
        "customer": {
            "id": 617886609,
            "phone_number": "0782835136",
            "name": "Yolande Aglaé",
            "email": "user@example.com",
            "created_at": "2023-07-12T20:02:56.000Z"
        }
    }
}`;

/**
 * Flutterwave/Node-v3 documentation/transactions.md, "Verify transaction with reference", Sample
 * Response (a card payment in NGN: amount 2500 is the gross, app_fee 35 the fee, amount_settled
 * what reached the merchant).
 */
export const VERIFY_BY_REFERENCE_ANSWER = `{
    "status": "success",
    "message": "Transaction fetched successfully",
    "data": {
        "id": 8415006,
        "tx_ref": "txref-DI0NzMx13",
        "flw_ref": "FLW-MOCK-3b10a512c4dae649e580a7e5747cfd2c",
        "device_fingerprint": "2a4bf5d669b2a0cd4b684ffba8caaae8",
        "amount": 2500,
        "currency": "NGN",
        "charged_amount": 2500,
        "app_fee": 35,
        "merchant_fee": 0,
        "processor_response": "Please enter the OTP sent to your mobile number 080****** and email te**@rave**.com",
        "auth_model": "NOAUTH",
        "ip": "54.75.161.64",
        "narration": "CARD Transaction ",
        "status": "successful",
        "payment_type": "card",
        "created_at": "2025-02-27T18:29:34.000Z",
        "account_id": 20937,
        "card": {
            "first_6digits": "418742",
            "last_4digits": "4246",
            "issuer": "ACCESS BANK PLC DEBIT CLASSIC",
            "country": "NIGERIA NG",
            "type": "VISA",
            "token": "flw-t1nf-937086f0365b7334de60da246def40df-m03k",
            "expiry": "09/32"
        },
        "meta": {
            "__CheckoutInitAddress": "https://cdpn.io/FlutterwaveEng/fullembedgrid/PoVpKqb?animations=run&forceRefresh=1740680880044&type=embed",
            "source": "docs-inline-test",
            "consumer_mac": "92a3-912ba-1192a"
        },
        "amount_settled": 2462.37,
        "customer": {
            "id": 2362222,
            "name": "Ayomide Jimi-Oni",
            "phone_number": "08100000000",
            "email": "test@mailinator.com",
            "created_at": "2024-02-28T09:51:09.000Z"
        }
    }
}`;
