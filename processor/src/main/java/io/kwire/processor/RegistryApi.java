package io.kwire.processor;

import java.util.List;

/**
 * One API of a package's {@code KwireApis}: the request and response classes it uses.
 *
 * @param request the request class the registry uses; null when the package has none or leaves it out
 * @param response likewise for the response
 * @param leftOut the classes of a side the registry leaves out because the package holds several
 *     and none is marked primary; empty when it leaves out none
 */
record RegistryApi(int apiKey, MessageModel request, MessageModel response, List<MessageModel> leftOut) {
}
