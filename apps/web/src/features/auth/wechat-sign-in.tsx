/** What a WeChat sign-in ended with: follow `redirectUri` when set; otherwise, when loggedIn, reload the user. */
export interface WechatSignInResult {
  loggedIn: boolean;
  redirectUri: string | null;
}

export interface WechatSignInProps {
  /** The login page's redirect target, passed through to the server. */
  redirect: string | null;
  onResult: (result: WechatSignInResult) => void;
}

/** The "Sign in with WeChat" button and its QR dialog (flag wechat_sso). Placeholder until the WeChat work lands. */
export function WechatSignIn(props: WechatSignInProps) {
  void props;
  return null;
}
