export declare const DEFAULT_SMS_GATEWAY_PORT: number;
export declare function smsGatewayPortFrom(env: Record<string, string | undefined>): number;
